// Which modules share a chunk in the web build (vite.config.ts's codeSplitting groups).

/**
 * Libraries every route needs (with the icon factory the bottom navigation uses): one chunk
 * instead of many small ones compresses better.
 */
const vendorModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|use-sync-external-store|clsx|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))[\\/.]/;
/** Not use-sync-external-store's selector variant: only the admin's charts (recharts) use it. */
export const vendor = (id: string) => vendorModules.test(id) && !/with-selector/.test(id);

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
  "features/profiles/(profiles-page|profile-list|profile-card|profile-badges|save-button|bookmarks|profiles\\.module)|features/layout/(member-bar|status-slots|tap-label|top-nav|avatar-face|avatar-menu)\\.tsx|features/trust/upgrade-banner",
);
/** A Mantine component's code, class names and style sheet, for the names given. */
const mantineParts = (names: string, extra: string) =>
  new RegExp(
    String.raw`node_modules[\\/]@mantine[\\/]core[\\/](esm[\\/]components[\\/]((${names})[\\/]|${extra})|styles[\\/](${names})\.css$)`,
  );
/**
 * The Mantine parts the member pages draw besides the first screen's, in two chunks instead of
 * 10–20 files of 1–3 KB a page, each a request of its own (six at a time over HTTP/1.1):
 * `parts` for what shows content (cards, badges, tabs, alerts) with the helpers they share,
 * `inputs` for the profile form's and the chat's fields (not NumberInput: its formatting library
 * is 8 KB the sign-up page would load for nothing). Visitor pages that draw one of them load that
 * chunk too; the sign-in page draws none (bench/login-js.ts).
 */
const contentParts = mantineParts(
  "Alert|Badge|Card|Center|Container|SimpleGrid|Tabs",
  String.raw`Accordion[\\/]AccordionChevron`,
);
const sharedHelpers =
  /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]core[\\/]utils[\\/](create-safe-context|create-scoped-keydown-handler|get-safe-id|find-element-ancestor)[\\/]|hooks[\\/]esm[\\/]use-force-update[\\/])/;
const inputParts = mantineParts(
  "Textarea|Progress|NativeSelect",
  String.raw`Checkbox[\\/]CheckIcon|Combobox[\\/](ComboboxChevron|Combobox\.module|get-parsed-combobox-data)`,
);
const inputHelpers =
  /node_modules[\\/](@mantine[\\/]core[\\/](esm[\\/]core[\\/]utils[\\/]get-env[\\/]|styles[\\/]Combobox\.css$)|react-textarea-autosize[\\/])/;
export const partsChunk = (id: string) => contentParts.test(id);
/**
 * The helpers both `parts` and `inputs` use, on their own: in `parts`, the sign-up page's form
 * (which draws no part of it) loaded all of `parts` for them.
 */
export const mantineHelpers = (id: string) => sharedHelpers.test(id);
export const inputsChunk = (id: string) => inputParts.test(id) || inputHelpers.test(id);

/** The member pages' own small shared modules (queries, photo addresses, connection calls). */
const memberShared = source(
  "features/profiles/photo-sources|features/connections/(keys|requests|api|connections\\.module)",
);
export const memberIcons =
  /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Check|StarFilled|BookmarkFilled|HeartFilled|Crown|AdjustmentsHorizontal|RosetteDiscountCheckFilled|RosetteDiscountCheck|Briefcase|CurrencyRupee|Home|Id)\.mjs/;
/** Everything the `member` chunk holds. */
export const memberChunk = (id: string) =>
  memberScreens.test(id) || memberIcons.test(id) || memberShared.test(id);

/**
 * What a visitor's shared profile (`/profile/{pid}` signed out) needs of the member pages' code:
 * the profile queries, the display helpers and the blurred photo, in a chunk of their own, so
 * that page does not load the whole `member` chunk (10 KB, the list, the top bar's member part)
 * for them; a member's pages load it beside `member`.
 */
export const profileBasics = (id: string) =>
  source(
    "features/profiles/(api|filters|queries|requests)\\.ts|components/blurhash/|lib/profile-display",
  ).test(id) || /node_modules[\\/]blurhash[\\/]/.test(id);

// Not the biodata's Menu.Item nor the More menu: they load when the menu is first opened. Not
// the view's style module either: a visitor's public profile uses it, and would load all this.
export const profileScreen = source(
  "features/profiles/view/(profile-view-page|profile-actions|profile-details|profile-gallery|contacts-section)|features/connections/connection-actions",
);
export const profileIcons =
  /@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Download|Edit|Lock)\.mjs/;

/**
 * The app's small modules that the entry and the lazy pages both use (session, API client,
 * error texts) with the bundler's and Vite's runtime helpers: one chunk instead of six tiny ones,
 * each a request of its own before anything can render.
 */
export const core =
  /apps[\\/]web[\\/]src[\\/](lib[\\/](session|api|api-error|use-session|early-requests|translate-error|register-label|when-idle)|i18n[\\/](i18n|manifests|translator|use-translation)|features[\\/]layout[\\/]nav-items)\.ts|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon(Users|Bookmark|HeartHandshake|MessageCircle)\.mjs|apps[\\/]web[\\/]src[\\/]i18n[\\/](en|gu)\.json\?url|vite[\\/]preload-helper|rolldown[\\/]runtime/;
