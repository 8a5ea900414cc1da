import { CircleAlert } from "lucide-react";
import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { cx } from "#app/components/ui/cx.ts";

export const inputClasses =
  "block min-h-12 w-full rounded-sm border bg-white px-3 text-base text-neutral-900 placeholder:text-neutral-500 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200 disabled:bg-neutral-100";

/** A field's error under it, tied to the control by id (aria-describedby). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> {
  id: string;
  label: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

export function SelectField({ id, label, onValue, error, selectRef, children, className, ...props }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <select
        {...props}
        id={id}
        ref={selectRef}
        onChange={(event) => onValue(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(inputClasses, "mt-1.5", error ? "border-accent-600" : "border-neutral-300")}
      >
        {children}
      </select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
