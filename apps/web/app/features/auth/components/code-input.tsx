import { ClipboardPaste } from "lucide-react";
import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { ToastWidget } from "#app/lib/shell/toast-widget.tsx";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  backspaceAt,
  type CodeStep,
  moveFocus,
  type PasteOutcome,
  pasteAt,
  spreadAt,
  typeAt,
} from "../code-input-state";

export interface CodeInputProps {
  /** One character per box (CODE_LENGTH boxes). */
  boxes: string[];
  onChange: (boxes: string[]) => void;
  /** Visible label of the group ("Código de verificación"). */
  label: string;
  /** Says what is wrong with the code (announced, linked to the boxes). */
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Ids of texts that describe the group (where the code was sent). */
  describedBy?: string;
}

/**
 * A verification code as six boxes of one digit each: typing moves on,
 * Backspace goes back, arrow keys, Home and End move; a paste spreads the digits one per box from
 * the focused box and focuses the last box it filled. A paste that cannot be read or holds no
 * digit says so: "Hubo un error al pegar el contenido." The first box takes the phone's one-time
 * code autofill, which spreads the same way.
 */
export function CodeInput({ boxes, onChange, label, error, disabled, autoFocus, describedBy }: CodeInputProps) {
  const { t } = useTranslation();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const labelId = useId();
  const errorId = useId();
  const [pasteFailed, setPasteFailed] = useState(false);
  // A paste fills every box at once: a short notice (the toast widget's 500 ms) confirms it.
  const [pasted, setPasted] = useState(false);
  const hydrated = useHydrated();

  const focusBox = (index: number) => {
    const input = refs.current[index];
    if (!input) return;
    input.focus();
    input.select();
  };

  const apply = (step: CodeStep) => {
    onChange(step.boxes);
    // After React has the new values, so the focused box shows its digit selected.
    requestAnimationFrame(() => focusBox(step.focus));
  };

  const applyPaste = (outcome: PasteOutcome) => {
    if (outcome.kind === "error") {
      setPasted(false);
      setPasteFailed(true);
      return;
    }
    setPasteFailed(false);
    setPasted(true);
    apply(outcome);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    applyPaste(pasteAt(boxes, index, () => event.clipboardData.getData("text")));
  };

  /** The "paste" button reads the clipboard itself; a refused permission is a failed paste. */
  const pasteFromClipboard = async () => {
    // The button has the focus now: start at the first empty box (the whole code when all are empty).
    const empty = boxes.indexOf("");
    const start = empty === -1 ? 0 : empty;
    try {
      const text = await navigator.clipboard.readText();
      applyPaste(spreadAt(boxes, start, text));
    } catch {
      setPasteFailed(true);
    }
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace") {
      event.preventDefault();
      setPasteFailed(false);
      apply(backspaceAt(boxes, index));
      return;
    }
    const target = moveFocus(event.key, index, boxes.length);
    if (target !== null) {
      event.preventDefault();
      focusBox(target);
    }
  };

  const message = pasteFailed ? t("auth.code.pasteError") : error;
  const describedByIds = [describedBy, message ? errorId : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <p id={labelId} className="text-sm font-semibold text-neutral-900">
          {label}
        </p>
        {hydrated && typeof navigator.clipboard?.readText === "function" && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => void pasteFromClipboard()}
            className="-mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-brand-600 hover:bg-brand-50"
          >
            <ClipboardPaste aria-hidden="true" className="size-4" />
            {t("auth.code.paste")}
          </button>
        )}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would add its own border and legend layout */}
      <div role="group" aria-labelledby={labelId} aria-describedby={describedByIds} className="mt-2 flex gap-2">
        {boxes.map((box, index) => (
          <input
            // The boxes never move or change count: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            // biome-ignore lint/a11y/noAutofocus: the panel's step is about this code; focus goes where the typing goes
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={t("auth.code.digit", { index: index + 1, count: boxes.length })}
            aria-invalid={message ? true : undefined}
            value={box}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              setPasteFailed(false);
              apply(typeAt(boxes, index, event.currentTarget.value));
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            data-code-box={index}
            className={cx(
              "h-14 w-full min-w-0 rounded-sm border bg-white text-center text-2xl font-semibold text-neutral-900 tabular-nums outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200 disabled:bg-neutral-100",
              message ? "border-accent-600" : "border-neutral-300",
            )}
          />
        ))}
      </div>
      <p id={errorId} aria-live="assertive" className="mt-2 min-h-5 text-sm font-medium text-accent-700">
        {message ?? ""}
      </p>
      <ToastWidget show={pasted} onHide={() => setPasted(false)}>
        {t("auth.code.pasted")}
      </ToastWidget>
    </div>
  );
}
