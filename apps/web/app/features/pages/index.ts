export { PlaceholderPage } from "./components/placeholder-page.tsx";
export type { Describe, PageData } from "./page-data.ts";
export { pageDataMeta } from "./page-data.ts";
