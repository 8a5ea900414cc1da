import type { Language } from "@sobremesa/contracts";
import { useEffect } from "react";
import { LoadingPopup } from "./loading-popup";
import { rehydrateUtilityStore, utilityStore } from "./utility-store";

/**
 * The shell's part of the utility store, loaded once the store is (utility-demand.ts): its persisted
 * fields read back, its language kept in step with the page's, and the loading popup it drives.
 */
export default function UtilityHost({ language }: { language: Language }) {
  useEffect(() => {
    void rehydrateUtilityStore();
  }, []);

  useEffect(() => {
    utilityStore.getState().setLanguage(language);
  }, [language]);

  return <LoadingPopup />;
}
