/**
 * The browser's stand-in for i18next (vite.config.ts resolves `i18next` here
 * in the client build only; the server keeps the real library). The app uses
 * a small part of i18next: one instance per page, made once from texts the root
 * loader sends complete (every key of the language, English where a
 * translation is missing), flat keys, and `{{name}}` values without escaping
 * (React escapes). That part is a lookup and a replace, so the browser need not
 * download the whole library (about 13 KB gzip) to hydrate and render the same
 * text as the server. It follows i18next's rules where they show: a key
 * without a text renders as the key, a value passed as undefined or null
 * renders as nothing, a placeholder without a value stays as it is.
 */
type Texts = Record<string, string>;
type Values = Record<string, unknown>;

interface InitOptions {
  lng: string;
  fallbackLng?: string;
  resources: Record<string, { translation: Texts }>;
}

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

export class BrowserI18n {
  language = "";
  private texts: Texts = {};
  private fallback: Texts = {};

  use(): this {
    return this;
  }

  init(options: InitOptions): Promise<void> {
    this.language = options.lng;
    this.texts = options.resources[options.lng]?.translation ?? {};
    const fallback =
      options.fallbackLng && options.fallbackLng !== options.lng ? options.fallbackLng : undefined;
    this.fallback = (fallback && options.resources[fallback]?.translation) || {};
    return Promise.resolve();
  }

  /** The text of `key`, with `values` put in for its `{{name}}` placeholders. */
  t = (key: string, values?: Values): string => {
    const text = Object.hasOwn(this.texts, key)
      ? this.texts[key]
      : Object.hasOwn(this.fallback, key)
        ? this.fallback[key]
        : key;
    if (text === undefined || !values || !text.includes("{{")) return text ?? key;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const variable = name.trim();
      if (!Object.hasOwn(values, variable)) return placeholder;
      const value = values[variable];
      return value === undefined || value === null ? "" : String(value);
    });
  };
}

const i18next = {
  createInstance: () => new BrowserI18n(),
};

export type i18n = BrowserI18n;
export default i18next;
