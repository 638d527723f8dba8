// Which modules share a chunk in the web build (vite.config.ts's codeSplitting groups).

/**
 * Libraries every route needs (with the icon factory the bottom navigation uses): one chunk
 * instead of many small ones compresses better.
 */
export const vendor =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|i18next|react-i18next|use-sync-external-store|clsx|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))[\\/.]/;

/**
 * Mantine's runtime and the components of the top bar and the sign-in form. Of the core
 * utilities only those these components import: the others belong with the lazy pages.
 */
const baseParts =
  "Box|UnstyledButton|Button|Loader|Input|InputBase|TextInput|PasswordInput|ActionIcon|CloseButton|Text|Title|Anchor|Group|Stack|Paper|Transition|VisuallyHidden";
const baseCode = new RegExp(
  String.raw`node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/](utils|use-(id|uncontrolled|merged-ref|did-update|reduced-motion|media-query|window-event|isomorphic-effect|callback-ref))|core[\\/]esm[\\/](core[\\/](?!utils[\\/])[^\\/]+|core[\\/]utils[\\/](camel-to-kebab-case|deep-merge|filter-props|get-size|is-number-like|keys|noop|shallow-equal|units-converters|get-base-value|get-breakpoint-value|get-sorted-breakpoints)|components[\\/](${baseParts})))[\\/]`,
);
/**
 * These components' style sheets (which build/mantine-styles.ts has their code import) go with
 * them, into one style sheet for the first screen instead of one request each.
 */
const baseSheets = new RegExp(
  String.raw`node_modules[\\/]@mantine[\\/]core[\\/]styles[\\/](${baseParts})\.css$`,
);
export const mantineBase = (id: string) => baseCode.test(id) || baseSheets.test(id);

/** A module of the web app's own source, by its path under src/. */
const source = (pattern: string) =>
  new RegExp(`apps[\\\\/]web[\\\\/]src[\\\\/](${pattern.replaceAll("/", "[\\\\/]")})`);

/**
 * The code of a member's first screens, with the icons only they draw, in two chunks instead of
 * about fifteen small ones, which a phone fetched six at a time over HTTP/1.1: `member` for the
 * list, the top bar's member part and what a profile page shares with the list; `profile` for the
 * rest of a profile page. Nothing here may be used by the entry or the sign-in page, or they
 * would load it too (bench/login-js.ts keeps /login in its budget).
 */
export const memberScreens = source(
  "features/profiles/(profiles-page|profile-list|profile-card|profile-badges|save-button|bookmarks|api|filters|profiles\\.module)|features/layout/(member-bar|status-slots|tap-label|top-nav|avatar-face|avatar-menu)\\.tsx|features/trust/upgrade-banner|components/blurhash/|lib/profile-display",
);
export const memberIcons =
  /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Check|StarFilled|BookmarkFilled|Crown|AdjustmentsHorizontal|RosetteDiscountCheckFilled|RosetteDiscountCheck|Briefcase|CurrencyRupee|Home|Id)\.mjs|node_modules[\\/]blurhash[\\/]/;
export const profileScreen = source(
  "features/profiles/view/(profile-view-page|profile-actions|profile-details|profile-gallery|contacts-section|view\\.module)|features/trust/biodata|features/connections/connection-actions",
);
export const profileIcons =
  /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Download|Edit|Lock)\.mjs/;

/**
 * The app's small modules that the entry and the lazy pages both use (session, API client,
 * error texts) with the bundler's and Vite's runtime helpers: one chunk instead of six tiny ones,
 * each a request of its own before anything can render.
 */
export const core =
  /apps[\\/]web[\\/]src[\\/](lib[\\/](session|api|api-error|use-session|early-requests|translate-error)|features[\\/]layout[\\/]nav-items)\.ts|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Users|Bookmark|HeartHandshake|MessageCircle)\.mjs|vite[\\/]preload-helper|rolldown[\\/]runtime/;
