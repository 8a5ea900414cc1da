import { EMAIL_MAX_LENGTH, PERSON_NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "@sobremesa/contracts";
import { CircleAlert } from "lucide-react";
import {
  type ChangeEvent,
  createContext,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
  useId,
} from "react";
import { cx } from "./cx.ts";

export const inputClasses =
  "block min-h-12 w-full rounded-sm border bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200 disabled:bg-neutral-100";

/** The e-mail keyboard, autofill, no capitals or spelling fixes, and the contracts' length. */
export const emailInputProps = {
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  autoCapitalize: "none",
  spellCheck: false,
  maxLength: EMAIL_MAX_LENGTH,
} as const;

/** A phone number without its country code: HTML allows "tel-national" on text inputs, not on type=tel. */
export const phoneInputProps = {
  type: "text",
  inputMode: "tel",
  autoComplete: "tel-national",
  maxLength: PHONE_MAX_LENGTH,
} as const;

/** A person's name; the given or family part overrides `autoComplete`. */
export const nameInputProps = {
  type: "text",
  autoComplete: "name",
  maxLength: PERSON_NAME_MAX_LENGTH,
} as const;

interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const FieldContext = createContext<FieldControl | null>(null);

function useFieldControl(id: string | undefined): FieldControl {
  const field = useContext(FieldContext);
  const fallback = useId();
  return field ?? { id: id ?? fallback, describedBy: undefined, invalid: false };
}

/** A field's error under it, tied to the control by id (aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/**
 * A labelled control: the label, the control (an Input, Select or Textarea inside), a hint and the
 * error, the last two tied to the control (aria-describedby, aria-invalid). `required` marks the label.
 */
export function Field({
  id,
  label,
  hint,
  hintClassName,
  error,
  required = false,
  className,
  children,
}: {
  /** The control's id; a generated one by default. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  hintClassName?: string;
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-neutral-900">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-accent-700">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error) }}>
        <div className="relative mt-1.5">{children}</div>
      </FieldContext.Provider>
      {hint && (
        <p id={hintId} className={hintClassName ?? "mt-1.5 text-sm text-neutral-600"}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

function controlClasses(invalid: boolean, className: string | undefined) {
  return cx(inputClasses, invalid ? "border-accent-600" : "border-neutral-300", className);
}

interface ControlProps {
  /** The value as the control gives it. */
  onValue?: (value: string) => void;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What every control takes from its Field: the id, the error wiring and the value callback. */
function useControlProps<Element extends Control>(
  id: string | undefined,
  onChange: ((event: ChangeEvent<Element>) => void) | undefined,
  onValue: ((value: string) => void) | undefined,
  className: string | undefined,
) {
  const field = useFieldControl(id);
  return {
    id: field.id,
    onChange: (event: ChangeEvent<Element>) => {
      onChange?.(event);
      onValue?.(event.currentTarget.value);
    },
    "aria-invalid": field.invalid || undefined,
    "aria-describedby": field.describedBy,
    className: controlClasses(field.invalid, className),
  };
}

/** A text input; inside a Field it takes the field's id and error wiring. */
export function Input({
  onValue,
  onChange,
  inputRef,
  className,
  id,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & ControlProps & { inputRef?: Ref<HTMLInputElement> }) {
  return <input {...props} ref={inputRef} {...useControlProps(id, onChange, onValue, className)} />;
}

/** A native select; inside a Field it takes the field's id and error wiring. */
export function Select({
  onValue,
  onChange,
  selectRef,
  className,
  id,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & ControlProps & { selectRef?: Ref<HTMLSelectElement> }) {
  return <select {...props} ref={selectRef} {...useControlProps(id, onChange, onValue, className)} />;
}

/** A multi-line text; inside a Field it takes the field's id and error wiring. */
export function Textarea({
  onValue,
  onChange,
  textareaRef,
  className,
  id,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & ControlProps & { textareaRef?: Ref<HTMLTextAreaElement> }) {
  return <textarea {...props} ref={textareaRef} {...useControlProps(id, onChange, onValue, cx("py-2", className))} />;
}
