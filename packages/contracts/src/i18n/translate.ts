/**
 * The translation function over one catalogue: the part of i18next this site uses, as i18next
 * does it (the web's translate.test.ts holds the two side by side over every key of the web's and
 * the domain's catalogues). The web pages and the domain's e-mails and answers share it. Keys are
 * dotted paths; `count` picks the plural form (`_zero` for 0 when present, then the CLDR category,
 * the bare key, `_other`); `{{name}}` takes the option of that name; an unknown key gives
 * `defaultValue`, else the key itself; `returnObjects` gives a list as it is. Values are not escaped:
 * React escapes what it renders.
 */
export interface TOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}

export interface TFunction {
  /** A list or group of translations as the catalogue holds it (`returnObjects` in i18next). */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

function node(catalogue: object, key: string): unknown {
  let found: unknown = catalogue;
  for (const part of key.split(".")) {
    if (typeof found !== "object" || found === null) return undefined;
    found = (found as Record<string, unknown>)[part];
  }
  return found;
}

function lookup(catalogue: object, key: string): string | undefined {
  const found = node(catalogue, key);
  return typeof found === "string" ? found : undefined;
}

const VARIABLE = /\{\{(.+?)\}\}/g;

/** `{{name}}` -> the option's value; an option that was not given leaves the placeholder as it is. */
export function interpolate(text: string, options: TOptions | undefined): string {
  if (!text.includes("{{")) return text;
  return text.replace(VARIABLE, (placeholder, inner: string) => {
    const name = inner.trim();
    if (!options || !Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value == null ? "" : String(value);
  });
}

export function createTranslator(language: string, catalogue: () => object | undefined): TFunction {
  let rules: Intl.PluralRules | undefined;
  return ((key: string, options?: TOptions & { returnObjects?: boolean }) => {
    const found = catalogue();
    if (options?.returnObjects && found) {
      const group = node(found, key);
      if (typeof group === "object" && group !== null) return group;
    }
    let text: string | undefined;
    if (found) {
      const count = options?.count;
      if (typeof count === "number") {
        rules ??= new Intl.PluralRules(language);
        const category = rules.select(count);
        text =
          (count === 0 ? lookup(found, `${key}_zero`) : undefined) ??
          lookup(found, `${key}_${category}`) ??
          lookup(found, key) ??
          (category === "other" ? undefined : lookup(found, `${key}_other`));
      } else {
        text = lookup(found, key);
      }
    }
    return interpolate(text ?? options?.defaultValue ?? key, options);
  }) as TFunction;
}
