import { renderToStaticMarkup } from "react-dom/server";
import { Logo } from "../components/logo/logo.tsx";
import { colorRoles } from "../theme/theme.ts";

/**
 * The first screen's frame as static HTML, written into index.html at build time (vite.config.ts)
 * so a phone paints the top bar as soon as the document and its style sheet arrive, instead of
 * after every script has loaded and React has rendered (about 1.5 s on Lighthouse's phone).
 * React replaces it on its first render with the same bar, drawn at the same place and size, so
 * nothing moves. It matches `TopBar`'s bar and logo; the member's buttons come with React.
 * Build-time only: nothing in the app imports this module.
 */
export function shellHtml(): string {
  const css = `
.sg-shell{min-height:100dvh;background:${colorRoles.appBackground}}
.sg-shell-header{position:sticky;top:0;background:${colorRoles.navBackground};border-bottom:1px solid ${colorRoles.navBorder}}
.sg-shell-bar{max-width:1200px;margin:0 auto;height:60px;padding:0 12px;display:flex;align-items:center}
.sg-shell-bar svg{display:block}
.sg-shell-desktop{display:none!important}
@media (min-width:48em){.sg-shell-bar{height:68px;padding:0 20px}.sg-shell-mobile{display:none!important}.sg-shell-desktop{display:block!important}}`;
  const markup = renderToStaticMarkup(
    <div className="sg-shell" aria-busy="true">
      <header className="sg-shell-header">
        <div className="sg-shell-bar">
          <Logo size="mobile-medium" className="sg-shell-mobile" />
          <Logo size="desktop-small" className="sg-shell-desktop" />
        </div>
      </header>
    </div>,
  );
  return `<style>${css.trim()}</style>${markup}`;
}
