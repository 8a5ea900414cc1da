import { RefreshCw, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { buttonClasses } from "../../components/ui/button";
import { useTranslation } from "../../i18n/react-i18n";
import { clientBuildVersion, LATEST_BUILD_URL, watchForNewVersion } from "./version-check";

/**
 * A non-blocking banner at the bottom of the page when a newer build is deployed: "Actualizar"
 * reloads, "Ahora no" hides it until an even newer build appears. `buildVersion` is the id this page
 * was built with; without it, React Router's client manifest version is used, which is what the
 * server's /_app/builds/latest.json answers (`build.assets.version`).
 */
export function VersionPrompt({ buildVersion, url = LATEST_BUILD_URL }: { buildVersion?: string; url?: string }) {
  const { t } = useTranslation();
  const [latest, setLatest] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const headingId = useId();

  useEffect(() => {
    // The dev server's manifest changes with every edit: only built pages compare versions by default.
    const current = buildVersion || (import.meta.env.DEV ? undefined : clientBuildVersion());
    if (!current) return;
    const watcher = watchForNewVersion({ currentVersion: current, onNewVersion: setLatest, url });
    return watcher.stop;
  }, [buildVersion, url]);

  const visible = latest !== null && latest !== dismissed;
  return (
    <>
      {/* Always mounted, so the announcement is read when the text appears. */}
      <div role="status" className="sr-only">
        {visible ? t("shell.version.available") : ""}
      </div>
      {visible ? (
        <section
          aria-labelledby={headingId}
          className="fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-lg items-center gap-3 rounded-md bg-neutral-900 py-3 ps-4 pe-2 text-white shadow-raised on-dark sm:bottom-5"
        >
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-brand-300" />
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-sm font-semibold">
              {t("shell.version.available")}
            </h2>
            <p className="hidden text-sm text-neutral-300 sm:block">{t("shell.version.detail")}</p>
          </div>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonClasses("on-brand", "md", "shrink-0")}
          >
            {t("shell.version.reload")}
          </button>
          <button
            type="button"
            onClick={() => setDismissed(latest)}
            aria-label={t("shell.version.dismiss")}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </section>
      ) : null}
    </>
  );
}
