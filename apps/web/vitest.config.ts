import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    restoreMocks: true,
    // Page tests render the whole Mantine tree; on a busy two-core machine 5 s is too tight.
    testTimeout: 15_000,
  },
});
