export { SurveyView } from "./components/survey-view.tsx";
export type { SurveyPageData } from "./survey-page-data.ts";
