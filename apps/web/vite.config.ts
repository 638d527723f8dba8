import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = "http://localhost:3000";

/**
 * Libraries every route needs (with the icon factory the bottom navigation uses): one chunk
 * instead of many small ones compresses better.
 */
const vendor =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store|clsx|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))[\\/.]/;

/**
 * Mantine's runtime and the components of the top bar and the sign-in form. Of the core
 * utilities only those these components import: the others belong with the lazy pages.
 */
const mantineBase =
  /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](utils|use-(id|uncontrolled|merged-ref|did-update|reduced-motion|media-query|window-event|isomorphic-effect|callback-ref))|core[\\/]esm[\\/](core[\\/](?!utils[\\/])[^\\/]+|core[\\/]utils[\\/](camel-to-kebab-case|deep-merge|filter-props|get-size|is-number-like|keys|noop|shallow-equal|units-converters|get-base-value|get-breakpoint-value|get-sorted-breakpoints)|components[\\/](Box|UnstyledButton|Button|Loader|Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Text|Title|Anchor|Group|Stack|Paper|Transition|VisuallyHidden)))[\\/]/;

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "vendor", test: vendor },
            { name: "mantine", test: mantineBase },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: api, changeOrigin: true },
      "/socket.io": { target: api, changeOrigin: true, ws: true },
    },
  },
});
