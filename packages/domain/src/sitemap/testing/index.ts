export { xmlProblems } from "./xml-check.ts";
