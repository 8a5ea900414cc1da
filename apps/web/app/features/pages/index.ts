export { PlaceholderPage } from "./components/placeholder-page.tsx";
export type { Describe } from "./page-data.ts";
export { loadPage, pageDataMeta } from "./page-data.ts";
