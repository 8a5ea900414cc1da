import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from "react";
import type { TFunction, TOptions } from "./translate";

/** A language and its translation function (getI18n in i18n.ts makes one per language). */
export interface I18n {
  readonly language: string;
  readonly t: TFunction;
}

const I18nContext = createContext<I18n | null>(null);

/** Gives the page's language to everything under it (the root's Layout; tests). */
export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation outside I18nextProvider");
  return { t: i18n.t, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translation with markup: `<name>text</name>` (or `<0>text</0>`) becomes that component (by
 * name, or by index in a list) with the text as its children. Tags do not nest in our catalogues.
 */
export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: string;
  components: Readonly<Record<string, ReactElement>> | readonly ReactElement[];
  values?: TOptions;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", inner = ""] = match;
    const component = (components as Readonly<Record<string, ReactElement>>)[name];
    parts.push(text.slice(last, match.index));
    parts.push(
      isValidElement(component)
        ? cloneElement(component as ReactElement<{ children?: ReactNode }>, { key: `${name}-${match.index}` }, inner)
        : inner,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{Children.toArray(parts.filter((part) => part !== ""))}</>;
}
