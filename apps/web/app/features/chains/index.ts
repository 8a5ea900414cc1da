export type { ChainsPageData } from "./chains-data.ts";
export { ChainsView } from "./components/chains-view.tsx";
