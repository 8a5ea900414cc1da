import { X } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * A native modal <dialog>, shown while mounted: the browser makes the page behind it inert and keeps
 * focus inside; Escape and the backdrop close it unless `busy` (a request must not be orphaned);
 * focus goes to `initialFocus` (else the heading) and back to the opener when it closes. Its steps
 * re-focus their heading through `focusKey` so a screen reader hears each new step.
 */
export function PanelDialog({
  title,
  description,
  onClose,
  busy = false,
  initialFocus,
  focusKey,
  alert = false,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  busy?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /** A new value moves focus to the heading again (the dialog moved to its next step). */
  focusKey?: string;
  /** A question that needs an answer (role alertdialog). */
  alert?: boolean;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const textId = useId();
  const busyRef = useRef(busy);
  busyRef.current = busy;

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the signal that the step changed
  useEffect(() => {
    (initialFocus?.current ?? headingRef.current)?.focus();
  }, [focusKey]);

  const close = () => {
    if (!busyRef.current) onClose();
  };

  return (
    <Dialog
      onDismiss={close}
      backdropDismisses
      role={alert ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? textId : undefined}
      className={cx(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto rounded-md bg-white p-0 text-neutral-900 shadow-raised backdrop:bg-neutral-950/50",
        className,
      )}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 ref={headingRef} id={titleId} tabIndex={-1} className="text-xl font-bold text-neutral-900 outline-none">
            {title}
          </h2>
          <button
            type="button"
            onClick={close}
            disabled={busy}
            aria-label={t("userPanel.membership.close")}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {description && (
          <div id={textId} className="mt-2 text-neutral-700">
            {description}
          </div>
        )}
        <div className="mt-5">{children}</div>
      </div>
    </Dialog>
  );
}
