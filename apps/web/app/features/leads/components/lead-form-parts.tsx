import { type Language, pathFor } from "@sobremesa/contracts";
import { CircleAlert, CircleCheck } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { Trans } from "#app/lib/i18n/react-i18n.tsx";

const controlClasses =
  "block min-h-12 w-full rounded-sm border bg-white px-3 text-base text-neutral-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200";

/** A field's error under it (nothing without one); `id` is what the field's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}

/** A labelled native select (the phone's own picker on mobile) whose error is tied to it. */
export function SelectField({
  label,
  value,
  onValue,
  options,
  placeholder,
  error,
  selectRef,
  name,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: { value: string; label: string }[];
  placeholder: string;
  error?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
  name: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        ref={selectRef}
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(controlClasses, "mt-1.5", error ? "border-accent-600" : "border-neutral-300")}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled multi-line text with a hint and its error. */
export function TextAreaField({
  label,
  value,
  onValue,
  hint,
  error,
  name,
  maxLength,
  areaRef,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string | undefined;
  name: string;
  maxLength: number;
  areaRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-neutral-900">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        ref={areaRef}
        rows={4}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onValue(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={cx(controlClasses, "mt-1.5 py-2.5", error ? "border-accent-600" : "border-neutral-300")}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-neutral-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/**
 * The honeypot: a field people never see or reach (off screen, out of the tab order, hidden from
 * screen readers) that form-filling bots fill in. The server stores nothing when it has a value.
 */
export function Honeypot({
  value,
  onValue,
  label,
}: {
  value: string;
  onValue: (value: string) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onValue(event.currentTarget.value)}
      />
    </div>
  );
}

/** What a sent form becomes: the reference, large and copyable, with focus moved to its heading. */
export function LeadSuccess({
  title,
  body,
  referenceLabel,
  reference,
  again,
  onAgain,
  children,
}: {
  title: string;
  body: string;
  referenceLabel: string;
  reference: string;
  again: string;
  onAgain: () => void;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-md border border-brand-100 bg-brand-50 p-6 text-neutral-800"
      data-lead-success
    >
      <CircleCheck aria-hidden="true" className="size-8 text-brand-600" />
      <h2 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-neutral-900 outline-none">
        {title}
      </h2>
      <p className="mt-2">{body}</p>
      <p className="mt-5 text-sm font-semibold text-neutral-700">{referenceLabel}</p>
      <p className="mt-1 font-mono text-3xl font-bold tracking-wider text-brand-700" data-lead-reference>
        {reference}
      </p>
      {children}
      <Button variant="secondary" size="lg" className="mt-6" onClick={onAgain}>
        {again}
      </Button>
    </div>
  );
}

/** A short note when the whole form failed (network down, 5xx, too many attempts). */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive" className="empty:hidden">
      {message && (
        <p className="flex items-start gap-2 rounded-sm border border-accent-200 bg-accent-50 px-3 py-2.5 text-sm font-medium text-accent-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
}

/** The line under a lead form's button: what happens to the data, linking the privacy notice. */
export function LeadPrivacyNote({ language }: { language: Language }) {
  return (
    <p className="text-sm text-neutral-600">
      <Trans
        i18nKey="concierge.privacy"
        components={[
          <Link
            key="privacy"
            to={pathFor("privacy", language)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          />,
        ]}
      />
    </p>
  );
}
