import { defineConfig } from "vitest/config";

// One run over every workspace; each project keeps its own environment (node or jsdom).
export default defineConfig({
  test: {
    projects: ["packages/*", "apps/*"],
    // Two cores: more workers than that only fight over PGlite's WASM start-up.
    maxWorkers: 2,
  },
});
