import { renderToStaticMarkup } from "react-dom/server";
import { LogoMark, MarkShapes } from "../src/components/logo/logo-mark.tsx";
import { colorRoles } from "../src/theme/theme.ts";

/**
 * The installed app's pictures, drawn from the logo's mark (components/logo) at build time and
 * loaded by build/installable-app.ts through Vite's SSR loader, so they follow the logo.
 */
export type AppIconKind = "any" | "maskable" | "apple" | "badge";

/** The browser's colours around the installed app: the top bar's and the page's. */
export const installColors = {
  theme: colorRoles.navBackground,
  background: colorRoles.appBackground,
};

/** The mark's share of the picture's side and the corner rounding, per kind. */
const layouts: Record<AppIconKind, { mark: number; radius: number; fill: string | null }> = {
  // A rounded white tile, as the favicon: the launcher shows it as drawn.
  any: { mark: 0.86, radius: 0.22, fill: colorRoles.appBackground },
  // Full-bleed: the launcher cuts its own shape, keeping a circle of 80 % of the side, so the
  // mark's outer leaves (34 of its 64 units from the centre) stay inside at 70 %.
  maskable: { mark: 0.7, radius: 0, fill: colorRoles.appBackground },
  // iOS rounds the corners itself and fills transparency with black.
  apple: { mark: 0.8, radius: 0, fill: colorRoles.appBackground },
  // A notification's small badge: Android keeps only the shape (its alpha), so black on
  // white here, turned into white on transparent by the build.
  badge: { mark: 1, radius: 0, fill: "#ffffff" },
};

/** The picture as SVG on a 512-unit square. */
export function appIconSvg(kind: AppIconKind): string {
  const { mark, radius, fill } = layouts[kind];
  const size = 512 * mark;
  const at = (512 - size) / 2;
  return renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
      <title>Sagpan</title>
      {fill && <rect width="512" height="512" rx={512 * radius} fill={fill} />}
      <MarkShapes
        x={at}
        y={at}
        size={size}
        background={fill ?? "#ffffff"}
        ink={kind === "badge" ? "#000000" : undefined}
      />
    </svg>,
  );
}

/** The mark for the offline page, drawn inline (the page may not depend on anything else). */
export function offlineMarkSvg(): string {
  return renderToStaticMarkup(<LogoMark size={72} />);
}
