import { reservationFieldErrorsOf } from "@sobremesa/contracts";
import { type FormEvent, useCallback, useRef, useState } from "react";
import type { ZodType } from "zod";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { TFunction } from "#app/lib/i18n/translate.ts";

/** What a form checks its values with: a contract's schema plus checks the schema cannot make. */
export interface FormChecks<Output> {
  schema: ZodType<Output>;
  /**
   * Paths of the problems beyond the schema (a phone against its country), given the candidate and
   * the paths already wrong.
   */
  moreIssues?: (candidate: unknown, wrong: ReadonlySet<string>) => readonly (readonly PropertyKey[])[];
}

/** The checks, or how to load them: zod and its rules can load when the person starts on the form. */
export type FormChecksSource<Output> = FormChecks<Output> | (() => Promise<FormChecks<Output>>);

/** A problem as the form words it: the field, whether it was left empty, zod's code. */
export interface FieldProblem<Values, Field extends string> {
  field: Field;
  code: string;
  /** The field's value is blank (an empty or whitespace-only text, or nothing). */
  empty: boolean;
  values: Values;
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type CheckResult<Output, Field extends string> =
  | { ok: true; output: Output }
  | { ok: false; errors: FieldErrors<Field>; first: Field };

export interface ZodFormOptions<Values extends object, Field extends Extract<keyof Values, string>, Output> {
  initialValues: Values | (() => Values);
  checks: FormChecksSource<Output>;
  /** The fields in the order the form shows them: focus goes to the first wrong one. */
  fields: readonly Field[];
  /** What the schema checks, built from the values; the values themselves by default. */
  candidate?: (values: Values) => unknown;
  /** The field behind a path of the schema or of the API's error answer; its first part by default. */
  fieldOfPath?: (path: readonly PropertyKey[]) => Field | undefined;
  /** A problem in the person's language. */
  message: (problem: FieldProblem<Values, Field>, t: TFunction) => string;
  /** Where a problem no field shows goes; the first field by default. */
  unshownField?: Field;
  /** Sends the checked values; a thrown error becomes the form's error and its fields' errors. */
  onSubmit: (output: Output, values: Values) => Promise<unknown> | unknown;
  /** The form's error after a failed submit; the error's own text by default. */
  failureMessage?: (error: unknown) => string;
  /** Called first with a failure; "handled" skips the form's error and the fields' errors. */
  onFailure?: (error: unknown) => "handled" | undefined;
  /** The checks did not load (the connection dropped); a failure as any other by default. */
  onChecksUnavailable?: (error: unknown) => void;
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

async function loadChecks<Output>(source: FormChecksSource<Output>): Promise<FormChecks<Output>> {
  return typeof source === "function" ? source() : source;
}

/**
 * Checks values against a form's checks and words each wrong field once, in the form's order.
 * Pure, so the hook's rules are tested without a page.
 */
export function checkValues<Values extends object, Field extends Extract<keyof Values, string>, Output>(
  checks: FormChecks<Output>,
  values: Values,
  options: Pick<
    ZodFormOptions<Values, Field, Output>,
    "fields" | "candidate" | "fieldOfPath" | "message" | "unshownField"
  >,
  t: TFunction,
): CheckResult<Output, Field> {
  const fieldOf = options.fieldOfPath ?? defaultFieldOf(options.fields);
  const candidate = options.candidate ? options.candidate(values) : values;
  const parsed = checks.schema.safeParse(candidate);
  const codes = new Map<Field, string>();
  const wrong = new Set<string>();
  let unshown = false;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    wrong.add(issue.path.map(String).join("."));
    const field = fieldOf(issue.path);
    if (!field) unshown = true;
    else if (!codes.has(field)) codes.set(field, issue.code);
  }
  for (const path of checks.moreIssues?.(candidate, wrong) ?? []) {
    const field = fieldOf(path);
    if (field && !codes.has(field)) codes.set(field, "custom");
  }
  const word = (field: Field, code: string) =>
    options.message({ field, code, empty: isBlank(values[field]), values }, t);
  const errors: FieldErrors<Field> = {};
  for (const field of options.fields) {
    const code = codes.get(field);
    if (code) errors[field] = word(field, code);
  }
  const first = options.fields.find((field) => errors[field]);
  if (first) return { ok: false, errors, first };
  if (!parsed.success || unshown) {
    // Nothing the form shows is wrong but the contract still refuses: say so at one field.
    const field = options.unshownField ?? (options.fields[0] as Field);
    return { ok: false, errors: { [field]: word(field, "custom") } as FieldErrors<Field>, first: field };
  }
  return { ok: true, output: parsed.data };
}

/** The fields of an API's error answer (`error.details`: [{ field, message }]), first message each. */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fieldOfPath: (path: readonly PropertyKey[]) => Field | undefined,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const detail of reservationFieldErrorsOf(error)) {
    const field = fieldOfPath(detail.field.split("."));
    if (field && !errors[field]) errors[field] = detail.message;
  }
  return errors;
}

function defaultFieldOf<Field extends string>(fields: readonly Field[]) {
  return (path: readonly PropertyKey[]) => fields.find((field) => field === String(path[0]));
}

/**
 * One form's controller over a contract's schema: the values, which fields were touched, each
 * field's error in the page's language, the submit with its pending state, the API's field errors
 * mapped back to the fields, and the focus on the first wrong field.
 */
export function useZodForm<Values extends object, Field extends Extract<keyof Values, string>, Output>(
  options: ZodFormOptions<Values, Field, Output>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(options.initialValues);
  const [touched, setTouched] = useState<Partial<Record<Field, true>>>({});
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const elements = useRef(new Map<Field, HTMLElement>());
  const latest = useRef(options);
  latest.current = options;
  const checksPromise = useRef<Promise<FormChecks<Output>> | null>(null);

  /** Starts loading the checks (on the first focus, say) so that submitting seldom waits. */
  const preload = useCallback(() => {
    checksPromise.current ??= loadChecks(latest.current.checks).catch((error: unknown) => {
      checksPromise.current = null;
      throw error;
    });
    return checksPromise.current;
  }, []);

  const clearError = useCallback((field: Field) => {
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  }, []);

  const set = useCallback(
    <Key extends Extract<keyof Values, string>>(key: Key, value: Values[Key]) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      // A value that is not one of the checked fields has no error to clear: the call changes nothing.
      clearError(key as string as Field);
    },
    [clearError],
  );

  const focus = useCallback((field: Field) => {
    const element = elements.current.get(field);
    element?.focus();
    element?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, []);

  // One callback ref per field, kept across renders so React does not detach and attach it each time.
  const refCallbacks = useRef(new Map<Field, (element: HTMLElement | null) => void>());
  /** A callback ref: the element focused when its field is the first wrong one. */
  const fieldRef = useCallback((field: Field) => {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refCallbacks.current.set(field, callback);
    }
    return callback;
  }, []);

  const touch = useCallback((field: Field) => {
    setTouched((previous) => (previous[field] ? previous : { ...previous, [field]: true }));
  }, []);

  /** Shows the API's field errors and focuses the first; whether there was one. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      const { fields, fieldOfPath } = latest.current;
      const found = serverFieldErrors(error, fieldOfPath ?? defaultFieldOf(fields));
      const first = fields.find((field) => found[field]);
      if (!first) return false;
      setErrors(found);
      focus(first);
      return true;
    },
    [focus],
  );

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (pendingRef.current) return;
    pendingRef.current = true;
    const current = latest.current;
    const submitted = values;
    try {
      let checks: FormChecks<Output>;
      try {
        checks = await preload();
      } catch (error) {
        if (current.onChecksUnavailable) current.onChecksUnavailable(error);
        else fail(error);
        return;
      }
      const result = checkValues(checks, submitted, current, t);
      setTouched(Object.fromEntries(current.fields.map((field) => [field, true])) as Partial<Record<Field, true>>);
      if (!result.ok) {
        setErrors(result.errors);
        focus(result.first);
        return;
      }
      setErrors({});
      setFormError(null);
      setPending(true);
      try {
        await current.onSubmit(result.output, submitted);
      } catch (error) {
        fail(error);
      } finally {
        setPending(false);
      }
    } finally {
      pendingRef.current = false;
    }
  }

  function fail(error: unknown) {
    const current = latest.current;
    if (current.onFailure?.(error) === "handled") return;
    setFormError(
      current.failureMessage ? current.failureMessage(error) : error instanceof Error ? error.message : String(error),
    );
    showServerErrors(error);
  }

  return {
    values,
    setValues,
    set,
    touched,
    touch,
    errors,
    setErrors,
    clearError,
    formError,
    setFormError,
    pending,
    submit,
    preload,
    focus,
    fieldRef,
    showServerErrors,
  };
}
