// Mantine's base styles. Each component's own sheet comes with the component, in the chunk that
// draws it (build/mantine-styles.ts): nothing to list here or in the pages.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
// Noto Sans for Latin text, Noto Sans Gujarati (Gujarati subset only) for Gujarati text.
import "@fontsource/noto-sans/latin-400.css";
import "@fontsource/noto-sans/latin-600.css";
import "@fontsource/noto-sans/latin-700.css";
import "@fontsource/noto-sans-gujarati/gujarati-400.css";
import "@fontsource/noto-sans-gujarati/gujarati-600.css";
import "@fontsource/noto-sans-gujarati/gujarati-700.css";
import "./global.css";

// The dev server pre-bundles Mantine past that build step: there, all of Mantine's sheets.
if (import.meta.env.DEV) void import("./dev-styles.ts");
