import { isLanguage } from "@sobremesa/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ensureCountriesCatalogue } from "../catalog/use-countries";
import { AlertsHost } from "./alerts-host";
import { installChunkReload } from "./chunk-reload";
import { LoadingPopup } from "./loading-popup";
import { rehydrateUtilityStore, utilityStore } from "./utility-store";
import { VersionPrompt } from "./version-prompt";

/**
 * Everything the page shell needs once per document: alerts (dialogs and toasts), the loading popup
 * and the new-version banner; and, in effects (browser only), the chunk-error reload, the utility
 * store's persisted fields, its language and its countries catalogue. Mount it once, inside the i18n provider.
 */
export function ShellHost({ buildVersion, versionUrl }: { buildVersion?: string; versionUrl?: string }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "es";

  useEffect(() => installChunkReload(), []);

  useEffect(() => {
    // After hydration, so the server HTML and the first client render agree.
    void rehydrateUtilityStore();
  }, []);

  useEffect(() => {
    // The countries catalogue is not needed to show a page: fetch or read it once the page is idle.
    const load = () => void ensureCountriesCatalogue().catch(() => undefined);
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(load, { timeout: 5_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 2_000);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    utilityStore.getState().setLanguage(language);
  }, [language]);

  return (
    <>
      <AlertsHost />
      <LoadingPopup />
      <VersionPrompt buildVersion={buildVersion} url={versionUrl} />
    </>
  );
}
