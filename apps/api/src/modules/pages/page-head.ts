/**
 * What a page's document says about itself in its head: the browser tab's title, the search
 * result's text and the link preview (Open Graph, X cards), which crawlers read without running
 * any script (api-contract.md, "Pages for crawlers and link previews").
 */
export interface PageHead {
  lang: "en" | "gu";
  /** The document's <title>. */
  title: string;
  /** The preview's own title (og:title), without the site's name. */
  previewTitle: string;
  description: string;
  /** Absolute URLs, as crawlers need them. */
  url: string;
  image: string;
  imageAlt: string;
  /** The site's built-in picture (its size is known); a post's own has none to give. */
  imageSize: { width: number; height: number } | null;
  type: "website" | "article" | "profile";
  /** Search engines leave the page out (a member's profile is for families, not for Google). */
  noindex: boolean;
}

/** Where the web build marks its metadata block in index.html (apps/web/build/seo-meta.ts). */
const META_START = "<!--sagpan:meta-->";
const META_END = "<!--/sagpan:meta-->";

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

const locales = { en: "en_IN", gu: "gu_IN" } as const;

function headBlock(head: PageHead): string {
  const attr = escapeHtml;
  const lines = [
    META_START,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<link rel="canonical" href="${attr(head.url)}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:site_name" content="Sagpan · સગપણ" />`,
    `<meta property="og:locale" content="${locales[head.lang]}" />`,
    `<meta property="og:url" content="${attr(head.url)}" />`,
    `<meta property="og:title" content="${attr(head.previewTitle)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta property="og:image" content="${attr(head.image)}" />`,
    `<meta property="og:image:alt" content="${attr(head.imageAlt)}" />`,
    ...(head.imageSize
      ? [
          `<meta property="og:image:width" content="${head.imageSize.width}" />`,
          `<meta property="og:image:height" content="${head.imageSize.height}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(head.previewTitle)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
    `<meta name="twitter:image" content="${attr(head.image)}" />`,
    `<meta name="twitter:image:alt" content="${attr(head.imageAlt)}" />`,
    META_END,
  ];
  return lines.join("\n    ");
}

/**
 * The document with the page's own head: the build's metadata block replaced, and the
 * document's language set (a Gujarati preview is read as Gujarati). A document without the
 * block (a build from before it) is sent as it is.
 */
export function withHead(html: string, head: PageHead): string {
  const start = html.indexOf(META_START);
  const end = html.indexOf(META_END, start);
  if (start < 0 || end < 0) return html;
  const out = html.slice(0, start) + headBlock(head) + html.slice(end + META_END.length);
  return out.replace(/<html lang="[a-z-]*"/, `<html lang="${head.lang}"`);
}
