import { LoaderCircle } from "lucide-react";
import { useId } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { loadingMessage } from "./loading-text";
import { useUtilityStore, utilityStore } from "./utility-store";

/**
 * The loading popup of the utility state: while `loadingPopup.show` is true a modal <dialog> covers
 * the page (the browser makes everything else inert, so neither pointer nor keyboard gets through)
 * and announces its message politely. Show it with `utilityStore.getState().showLoadingPopup(msg)`.
 */
export function LoadingPopup() {
  const { t } = useTranslation();
  const show = useUtilityStore((state) => state.loadingPopup.show);
  const message = useUtilityStore((state) => state.loadingPopup.message);
  const messageId = useId();

  return (
    // Nothing dismisses it (no onDismiss): only the code that showed it knows when the work is done.
    <Dialog
      open={show}
      aria-labelledby={messageId}
      aria-busy={show}
      tabIndex={-1}
      // A browser that closes it anyway (repeated Escape) gets it back while the work goes on.
      onClose={(event) => {
        const dialog = event.currentTarget;
        if (dialog.isConnected && !dialog.open && utilityStore.getState().loadingPopup.show) dialog.showModal();
      }}
      className="m-auto bg-transparent p-0 outline-none backdrop:bg-neutral-950/40"
    >
      <div className="flex min-w-48 max-w-[calc(100vw-2rem)] flex-col items-center gap-3 rounded-md bg-white px-6 py-5 text-neutral-900 shadow-raised">
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-brand-500" />
        <p id={messageId} aria-live="polite" className="text-center text-base font-medium">
          {show ? loadingMessage(message, t("shell.loading.default")) : ""}
        </p>
      </div>
    </Dialog>
  );
}
