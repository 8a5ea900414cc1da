import { isLanguage } from "@sobremesa/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { whenAlertsHostWanted } from "./alerts-demand";
import { installChunkReload } from "./chunk-reload";
import { useOnDemand } from "./on-demand";
import { whenUtilityStoreLoaded } from "./utility-demand";
import { VersionPrompt } from "./version-prompt";

// Dialogs and toasts render from the first alert on (alerts-demand.ts): most pages never show one.
const loadAlertsHost = () => import("./alerts-host").then((module) => module.AlertsHost);
// The utility store's loading popup and persisted fields, from the moment page code loads the store.
const loadUtilityHost = () => import("./utility-host").then((module) => module.default);

/**
 * Everything the page shell needs once per document: alerts (dialogs and toasts, from the first one
 * on), the loading popup and the utility store's persisted fields and language (once page code loads
 * that store), the new-version banner, and the chunk-error reload. Mount it once, inside the i18n
 * provider. The countries catalogue (about 80 KB compressed) is not fetched here: only the fields
 * that list states ask for it.
 */
export function ShellHost({ buildVersion, versionUrl }: { buildVersion?: string; versionUrl?: string }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "es";
  const [alertsWanted, setAlertsWanted] = useState(false);
  const AlertsHost = useOnDemand(loadAlertsHost, alertsWanted);
  const [utilityLoaded, setUtilityLoaded] = useState(false);
  const UtilityHost = useOnDemand(loadUtilityHost, utilityLoaded);

  useEffect(() => whenAlertsHostWanted(() => setAlertsWanted(true)), []);

  useEffect(() => installChunkReload(), []);

  // After hydration, so the server HTML and the first client render agree.
  useEffect(() => whenUtilityStoreLoaded(() => setUtilityLoaded(true)), []);

  return (
    <>
      {AlertsHost ? <AlertsHost /> : null}
      {UtilityHost ? <UtilityHost language={language} /> : null}
      <VersionPrompt buildVersion={buildVersion} url={versionUrl} />
    </>
  );
}
