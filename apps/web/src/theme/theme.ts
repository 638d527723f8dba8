import {
  Button,
  type CSSVariablesResolver,
  createTheme,
  Loader,
  type MantineColorsTuple,
} from "@mantine/core";

/**
 * Every colour role of the app in one place (spec section 3, Theme colours).
 * Components read them through the CSS variables emitted by `cssVariablesResolver`
 * (`var(--sg-nav-bg)` and so on) or through the Mantine theme below.
 */
export const colorRoles = {
  appBackground: "#ffffff",
  sectionBackground: "#f3f5f8",
  heading: "#2e3a68",
  text: "#3a4675",
  textMuted: "#5f6a92",
  link: "#2a5f9e",
  navBackground: "#ffffff",
  navBorder: "#e3e7ef",
  navText: "#3a4675",
  navHover: "#e6f2fc",
  navActive: "#1f5f99",
  primaryButton: "#8cc5f2",
  primaryButtonHover: "#6fb2ea",
  buttonText: "#223061",
  secondaryButton: "#eceef2",
  secondaryButtonHover: "#dfe2e8",
  accent: "#e39b2d",
} as const;

/** Light blue, shade 3 is the primary button colour. */
const sky: MantineColorsTuple = [
  "#f0f8fe",
  "#e0f0fc",
  "#c4e2f9",
  colorRoles.primaryButton,
  colorRoles.primaryButtonHover,
  "#5ba6e4",
  "#549fe0",
  "#3f8acb",
  colorRoles.navActive,
  "#1a4b7a",
];

/** Slate blue for headings, navigation and text. */
const slate: MantineColorsTuple = [
  "#eef0f8",
  "#dde1ef",
  "#b9c0de",
  "#939dcc",
  "#7380bd",
  "#5f6db4",
  colorRoles.textMuted,
  colorRoles.text,
  colorRoles.heading,
  "#222c52",
];

const fontFamily = '"Noto Sans", "Noto Sans Gujarati", system-ui, sans-serif';

export const theme = createTheme({
  primaryColor: "sky",
  primaryShade: 3,
  colors: { sky, slate },
  black: colorRoles.text,
  white: colorRoles.appBackground,
  autoContrast: true,
  luminanceThreshold: 0.45,
  fontFamily,
  headings: { fontFamily, fontWeight: "700" },
  defaultRadius: "md",
  components: {
    // A loader is named where it stands for the page ("Loading…"); a name needs a role, and a
    // loading indicator is a status (axe: aria-prohibited-attr on a bare span).
    Loader: Loader.extend({ defaultProps: { role: "status" } }),
    Button: Button.extend({
      vars: (_theme, props) => {
        if (props.color) return { root: {} };
        if (props.variant === "default") {
          return {
            root: {
              "--button-bg": colorRoles.secondaryButton,
              "--button-hover": colorRoles.secondaryButtonHover,
              "--button-color": colorRoles.buttonText,
              "--button-bd": "none",
            },
          };
        }
        if (props.variant === undefined || props.variant === "filled") {
          return {
            root: {
              "--button-bg": colorRoles.primaryButton,
              "--button-hover": colorRoles.primaryButtonHover,
              "--button-color": colorRoles.buttonText,
            },
          };
        }
        return { root: {} };
      },
    }),
  },
});

/** Exposes the colour roles as CSS variables for the CSS modules. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    "--sg-app-bg": colorRoles.appBackground,
    "--sg-section-bg": colorRoles.sectionBackground,
    "--sg-heading": colorRoles.heading,
    "--sg-text": colorRoles.text,
    "--sg-text-muted": colorRoles.textMuted,
    "--sg-nav-bg": colorRoles.navBackground,
    "--sg-nav-border": colorRoles.navBorder,
    "--sg-nav-text": colorRoles.navText,
    "--sg-nav-hover": colorRoles.navHover,
    "--sg-nav-active": colorRoles.navActive,
    "--sg-accent": colorRoles.accent,
    "--sg-bottom-nav-height": "64px",
  },
  light: {
    "--mantine-color-body": colorRoles.appBackground,
    "--mantine-color-text": colorRoles.text,
    "--mantine-color-anchor": colorRoles.link,
    "--mantine-color-dimmed": colorRoles.textMuted,
    // Mantine's light yellow (an Alert's title, a warning's words) is about 2:1 on its own pale
    // background; a dark amber keeps the warning's colour and reads at 5.9:1 (WCAG AA).
    "--mantine-color-yellow-light-color": "#8a5300",
  },
  dark: {},
});
