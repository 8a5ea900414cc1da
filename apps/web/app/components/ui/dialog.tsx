import { type DialogHTMLAttributes, type ReactNode, useEffect, useRef } from "react";

interface DialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, "open" | "onCancel" | "onClick"> {
  /** Shown while true (and while mounted: the default). */
  open?: boolean;
  /** Escape, and a click on the backdrop when `backdropDismisses`; without it nothing dismisses it. */
  onDismiss?: () => void;
  backdropDismisses?: boolean;
  /** The element to focus once shown; the browser's choice (the first focusable) by default. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
  /** Focus goes back to what had it before the dialog opened (true by default). */
  restoreFocus?: boolean;
  /** The page under it does not scroll while it is open (a full-height panel). */
  lockScroll?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog>: the browser makes the page behind it inert, keeps focus inside and puts it
 * in the top layer. Escape never closes it by itself: `onDismiss` decides, so a dialog busy with a
 * request can refuse. Used for every modal of the app so they open, close and return focus alike.
 */
export function Dialog({
  open = true,
  onDismiss,
  backdropDismisses = false,
  initialFocus,
  restoreFocus = true,
  lockScroll = false,
  children,
  ...props
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const latest = useRef({ initialFocus, restoreFocus, lockScroll });
  latest.current = { initialFocus, restoreFocus, lockScroll };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    latest.current.initialFocus?.(dialog)?.focus();
    const html = document.documentElement;
    const overflow = html.style.overflow;
    if (latest.current.lockScroll) html.style.overflow = "hidden";
    return () => {
      if (latest.current.lockScroll) html.style.overflow = overflow;
      if (dialog.open) dialog.close();
      const restore = latest.current.restoreFocus && opener?.isConnected && opener !== document.body;
      if (restore) opener.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is the backdrop's; keyboards dismiss with Escape (onCancel)
    <dialog
      {...props}
      ref={dialogRef}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss?.();
      }}
      onClick={(event) => {
        // A click on the backdrop reaches the <dialog> itself; the content fills it, so its clicks do not.
        if (backdropDismisses && event.target === dialogRef.current) onDismiss?.();
      }}
    >
      {children}
    </dialog>
  );
}
