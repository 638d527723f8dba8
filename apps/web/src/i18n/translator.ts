// The app's texts by key, in the language in use: what i18next did for it, in the few rules the
// app's texts use (nested keys, `{{name}}`, `_one`/`_other` by the language's plural rules, a
// `context` such as `_female`, `defaultValue`), without i18next's 16 KB of gzipped JavaScript on
// every first screen (docs/performance.md). No namespaces, no fallback language: a missing key
// shows the key, as it did.

/** Options of a text: its `{{name}}` values and the rules' own words. */
export type TOptions = {
  count?: number;
  context?: string;
  defaultValue?: string;
  [value: string]: unknown;
};
/** A key, or keys tried in turn (the first one with a text wins). */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function lookup(tree: Tree | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** `source` into `target`; with `overwrite` false, texts already there stay. */
function merge(target: Tree, source: Tree, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    const here = target[key];
    if (isTree(value)) {
      if (isTree(here)) merge(here, value, overwrite);
      else if (here === undefined || overwrite) target[key] = structuredClone(value);
    } else if (here === undefined || overwrite) {
      target[key] = value;
    }
  }
}

function setPath(tree: Tree, key: string, value: string) {
  const parts = key.split(".");
  const last = parts.pop() as string;
  let node = tree;
  for (const part of parts) {
    const next = node[part];
    if (isTree(next)) node = next;
    else {
      const made: Tree = {};
      node[part] = made;
      node = made;
    }
  }
  node[last] = value;
}

const interpolate = (text: string, options: TOptions | undefined) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = options?.[name];
    return value === undefined || value === null ? "" : String(value);
  });

export class Translator {
  language = "";
  private readonly texts: Record<string, Tree> = {};
  private readonly listeners = new Set<() => void>();
  private readonly plurals = new Map<string, Intl.PluralRules>();

  /** Tells `listener` of every change of language or texts; returns its removal. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private changed() {
    this.current = this.getFixedT(this.language);
    for (const listener of this.listeners) listener();
  }

  /**
   * The text of `key` in `lang`, as the rules pick it (no interpolation), most specific first:
   * with the context and the plural form, with the context, with the plural form, the key.
   */
  private resolve(lang: string, key: string, options: TOptions | undefined): string | undefined {
    const tree = this.texts[lang];
    const suffixes: string[] = [];
    const count = options?.count;
    if (typeof count === "number") {
      let rules = this.plurals.get(lang);
      if (!rules) {
        rules = new Intl.PluralRules(lang || "en");
        this.plurals.set(lang, rules);
      }
      if (count === 0) suffixes.push("_zero");
      suffixes.push(`_${rules.select(count)}`);
    }
    const context = options?.context;
    const bases =
      typeof context === "string" && context !== "" ? [`${key}_${context}`, key] : [key];
    for (const base of bases) {
      for (const candidate of [...suffixes.map((suffix) => base + suffix), base]) {
        const text = lookup(tree, candidate);
        if (typeof text === "string") return text;
      }
    }
    return undefined;
  }

  /** A translating function for one language. */
  getFixedT = (lang: string): TFunction => {
    return (key, options) => {
      const keys = typeof key === "string" ? [key] : key;
      let text: string | undefined;
      for (const one of keys) {
        text = this.resolve(lang, one, options);
        if (text !== undefined) break;
      }
      return interpolate(text ?? options?.defaultValue ?? keys[keys.length - 1] ?? "", options);
    };
  };

  /** The translating function of the language in use, a new one after each change. */
  current: TFunction = this.getFixedT("");

  /** Translates in the language in use. */
  t: TFunction = (key, options) => this.getFixedT(this.language)(key, options);

  exists = (key: string) => this.resolve(this.language, key, undefined) !== undefined;

  getResource = (lang: string, _ns: string, key: string): unknown => lookup(this.texts[lang], key);

  /** Adds a language's texts, deep; with `overwrite` false, texts already there stay. */
  addResourceBundle = (lang: string, _ns: string, texts: Tree, _deep = true, overwrite = false) => {
    this.texts[lang] ??= {};
    merge(this.texts[lang], texts, overwrite);
    this.changed();
  };

  /** Sets texts by their dotted keys. */
  addResources = (lang: string, _ns: string, texts: Record<string, string>) => {
    this.texts[lang] ??= {};
    for (const [key, value] of Object.entries(texts)) setPath(this.texts[lang], key, value);
    this.changed();
  };

  addResource = (lang: string, ns: string, key: string, value: string) =>
    this.addResources(lang, ns, { [key]: value });

  changeLanguage = async (lang: string) => {
    if (lang === this.language) return;
    this.language = lang;
    this.changed();
  };
}
