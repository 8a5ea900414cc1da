import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Both languages are generated from one table: es has no prefix, en lives under /en, and every
 * route id carries its language (`es-home`, `en-home`) because a module serves both. A later issue
 * moves this table to packages/contracts with translated slugs, layouts and guards.
 */
type Lang = "es" | "en";

interface PageRoute {
  id: string;
  /** Path per language, relative to the language prefix; "" is the language's home. */
  path: Record<Lang, string>;
  file: string;
}

interface LayoutGroup {
  id: string;
  file: string | null;
  pages: PageRoute[];
}

const table: LayoutGroup[] = [
  {
    id: "layout-default",
    file: "routes/layouts/default-layout.tsx",
    pages: [{ id: "home", path: { es: "", en: "" }, file: "routes/home/home.tsx" }],
  },
  {
    // Layout "404" of the spec: no site header or footer.
    id: "layout-404",
    file: null,
    pages: [{ id: "not-found", path: { es: "*", en: "*" }, file: "routes/not-found/not-found.tsx" }],
  },
];

const prefixes: Record<Lang, string> = { es: "", en: "en" };

function pageEntry(language: Lang, page: PageRoute): RouteConfigEntry {
  const id = `${language}-${page.id}`;
  const path = [prefixes[language], page.path[language]].filter(Boolean).join("/");
  return path === "" ? index(page.file, { id }) : route(path, page.file, { id });
}

export default (["es", "en"] as const).flatMap((language) =>
  table.flatMap((group) => {
    const pages = group.pages.map((page) => pageEntry(language, page));
    return group.file ? [layout(group.file, { id: `${language}-${group.id}` }, pages)] : pages;
  }),
) satisfies RouteConfig;
