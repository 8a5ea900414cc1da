import { LoaderCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useAuthPanel } from "../use-auth-panel";

const AuthPanelBody = lazy(() => import("./auth-panel-body"));

/**
 * The accounts side panel: sign-in, sign-up, verify, forgot and change-password,
 * as a native modal <dialog> sliding in from the right, full screen on phones. The browser keeps
 * focus inside and the page inert; focus goes to the heading on open and on every change of mode,
 * and back to what opened it on close; Escape and the backdrop close it. Loaded when it first opens
 * (auth-panel.tsx); it stays mounted after that.
 */
export default function AuthPanelDialog() {
  const { t } = useTranslation();
  const { open, mode, next, close, setMode } = useAuthPanel();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const introId = useId();
  // A new mode is a new step: say so by moving to its heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a change of mode on purpose
  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [mode]);

  return (
    <Dialog
      open={open}
      onDismiss={() => close()}
      backdropDismisses
      initialFocus={() => headingRef.current}
      lockScroll
      aria-labelledby={headingId}
      aria-describedby={introId}
      data-auth-mode={open ? mode : undefined}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-none bg-transparent p-0 outline-none backdrop:bg-neutral-950/50 sm:max-w-md"
    >
      <div className="flex h-full flex-col bg-white shadow-raised">
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 px-5 pt-4 pb-3 sm:px-6">
          <div className="min-w-0 pt-1.5">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-neutral-900 focus:outline-none"
            >
              {t(`auth.panel.titles.${mode}`)}
            </h2>
            <p id={introId} className="mt-1 text-sm text-neutral-600">
              {t(`auth.panel.intros.${mode}`)}
            </p>
          </div>
          <button
            type="button"
            onClick={() => close()}
            aria-label={t("auth.panel.close")}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-5 py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-6">
          {open && (
            <Suspense
              fallback={
                <p role="status" className="flex items-center gap-2 text-neutral-600">
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
                  {t("auth.panel.loading")}
                </p>
              }
            >
              <AuthPanelBody mode={mode} setMode={setMode} close={close} next={next} />
            </Suspense>
          )}
        </div>
      </div>
    </Dialog>
  );
}
