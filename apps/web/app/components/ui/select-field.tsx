import type { ReactNode, Ref, SelectHTMLAttributes } from "react";
import { Field, Select } from "./field.tsx";

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange"> {
  id: string;
  label: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled native select (the shared Field and Select, in one call). */
export function SelectField({ id, label, error, className, ...props }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      <Select {...props} />
    </Field>
  );
}
