import { useEffect } from "react";
import { siteSettings } from "./site-settings.ts";

function setMeta(selector: string, content: string) {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) return null;
  const before = element.content;
  element.content = content;
  return () => {
    element.content = before;
  };
}

/**
 * A public page's own title and description (search results, the browser tab), built on the
 * build-time search metadata; the page that follows gets the site's metadata back.
 */
export function usePageMeta(title: string, description = siteSettings.seo.description) {
  useEffect(() => {
    const before = document.title;
    const full = `${title} · ${siteSettings.seo.title}`;
    document.title = full;
    const undo = [
      setMeta('meta[name="description"]', description),
      setMeta('meta[property="og:title"]', full),
      setMeta('meta[property="og:description"]', description),
    ];
    return () => {
      document.title = before;
      for (const u of undo) u?.();
    };
  }, [title, description]);
}
