import { RefreshCw, X } from "lucide-react";
import { useId } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * The new-version banner at the bottom of the page (version-prompt.tsx shows it, loaded once a newer
 * build is seen): "Actualizar" reloads, "Ahora no" hides it until an even newer build appears.
 */
export default function VersionBanner({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
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
        onClick={onDismiss}
        aria-label={t("shell.version.dismiss")}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
