import { useEffect, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useOnDemand } from "./on-demand";
import { clientBuildVersion, LATEST_BUILD_URL, VERSION_POLL_INTERVAL_MS } from "./version-constants";

// The banner's code loads when a newer build is seen, which most page views never do.
const loadBanner = () => import("./version-banner").then((module) => module.default);

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

  useEffect(() => {
    // The dev server's manifest changes with every edit: only built pages compare versions by default.
    const current = buildVersion || (import.meta.env.DEV ? undefined : clientBuildVersion());
    if (!current) return;
    // The watcher's code loads for its first check (the first poll, or the page shown again), which
    // it then makes at once: the same checks as a watcher started with the page.
    let live = true;
    let watcher: { stop: () => void } | null = null;
    const start = () => {
      if (document.visibilityState !== "visible") return;
      stopWaiting();
      import("./version-check").then(
        ({ watchForNewVersion }) => {
          if (!live) return;
          const started = watchForNewVersion({ currentVersion: current, onNewVersion: setLatest, url });
          watcher = started;
          void started.check();
        },
        () => undefined,
      );
    };
    const timer = window.setInterval(start, VERSION_POLL_INTERVAL_MS);
    document.addEventListener("visibilitychange", start);
    const stopWaiting = () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", start);
    };
    return () => {
      live = false;
      stopWaiting();
      watcher?.stop();
    };
  }, [buildVersion, url]);

  const visible = latest !== null && latest !== dismissed;
  const VersionBanner = useOnDemand(loadBanner, visible);
  return (
    <>
      {/* Always mounted, so the announcement is read when the text appears. */}
      <div role="status" className="sr-only">
        {visible ? t("shell.version.available") : ""}
      </div>
      {visible && VersionBanner ? <VersionBanner onDismiss={() => setDismissed(latest)} /> : null}
    </>
  );
}
