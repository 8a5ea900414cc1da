import { isLanguage } from "@sobremesa/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "../../i18n/react-i18n";
import { whenAlertsHostWanted } from "./alerts-demand";
import { installChunkReload } from "./chunk-reload";
import { LoadingPopup } from "./loading-popup";
import { useOnDemand } from "./on-demand";
import { rehydrateUtilityStore, utilityStore } from "./utility-store";
import { VersionPrompt } from "./version-prompt";

// Dialogs and toasts render from the first alert on (alerts-demand.ts): most pages never show one.
const loadAlertsHost = () => import("./alerts-host").then((module) => module.AlertsHost);

/**
 * Everything the page shell needs once per document: alerts (dialogs and toasts, from the first one
 * on), the loading popup and the new-version banner; and, in effects (browser only), the chunk-error reload, the utility
 * store's persisted fields and its language. Mount it once, inside the i18n provider. The countries
 * catalogue (about 80 KB compressed) is not fetched here: only the fields that list states ask for it.
 */
export function ShellHost({ buildVersion, versionUrl }: { buildVersion?: string; versionUrl?: string }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "es";
  const [alertsWanted, setAlertsWanted] = useState(false);
  const AlertsHost = useOnDemand(loadAlertsHost, alertsWanted);

  useEffect(() => whenAlertsHostWanted(() => setAlertsWanted(true)), []);

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
      {AlertsHost ? <AlertsHost /> : null}
      <LoadingPopup />
      <VersionPrompt buildVersion={buildVersion} url={versionUrl} />
    </>
  );
}
