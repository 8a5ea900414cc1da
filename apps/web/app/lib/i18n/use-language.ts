import { type Language, languageOfPath } from "@sobremesa/contracts";
import { useLocation } from "react-router";

/** The page language, read once from the URL (es has no prefix, en has /en). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}
