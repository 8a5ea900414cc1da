import { isLanguage } from "@sobremesa/contracts";
import { useEffect } from "react";
import { useTranslation } from "../../i18n/react-i18n";
import { AlertsHost } from "./alerts-host";
import { installChunkReload } from "./chunk-reload";
import { LoadingPopup } from "./loading-popup";
import { rehydrateUtilityStore, utilityStore } from "./utility-store";
import { VersionPrompt } from "./version-prompt";

/**
 * Everything the page shell needs once per document: alerts (dialogs and toasts), the loading popup
 * and the new-version banner; and, in effects (browser only), the chunk-error reload, the utility
 * store's persisted fields and its language. Mount it once, inside the i18n provider. The countries
 * catalogue (about 80 KB compressed) is not fetched here: only the fields that list states ask for it.
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
