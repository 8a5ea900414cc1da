import { ApiError, type LeadProblem } from "@sobremesa/contracts";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { firstProblem, formProblems } from "./lead-form";
import { serverProblems } from "./leads-api";

type Focusable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Parse = Parameters<typeof formProblems>[0];

export interface LeadFormOptions<Body> {
  /** Field order of the form: focus goes to the first field with a problem. */
  order: readonly string[];
  /** The contract's schema, run in the browser before anything is sent. */
  parse: Parse;
  send: (body: Body) => Promise<{ data: { reference: string } }>;
}

/**
 * What the concierge and partner forms share: checking the request with the contract's schema,
 * sending it, per-field problems (the browser's or the server's 400) with focus on the first, a
 * form-level error (429 in the server's words, anything else "could not send"), and the reference
 * of a sent request.
 */
export function useLeadForm<Body>({ order, parse, send }: LeadFormOptions<Body>) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<Record<string, LeadProblem>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const refs = useRef<Record<string, Focusable | null>>({});

  const showProblems = (found: Record<string, LeadProblem>) => {
    setProblems(found);
    const first = firstProblem(found, order);
    if (first) {
      setFormError(t("concierge.fixErrors"));
      refs.current[first]?.focus();
    }
    return first !== undefined;
  };

  return {
    busy,
    formError,
    sent,
    clearSent: () => setSent(null),
    /** Registers a field's element, so a problem can move focus to it. */
    ref: (field: string) => (element: Focusable | null) => {
      refs.current[field] = element;
    },
    errorOf: (field: string) => (problems[field] ? t(`concierge.validation.${problems[field]}`) : undefined),
    /** The form's submit handler for this request; `email` is shown on the success panel. */
    submit: (event: FormEvent, request: Body, email: string) => {
      event.preventDefault();
      if (busy) return;
      if (showProblems(formProblems(parse, request))) return;
      setFormError(null);
      setBusy(true);
      void (async () => {
        try {
          const answer = await send(request);
          setSent({ reference: answer.data.reference, email: email.trim() });
        } catch (error) {
          const fromServer = serverProblems(error);
          if (!fromServer || !showProblems(fromServer)) {
            setFormError(error instanceof ApiError && error.status === 429 ? error.message : t("concierge.sendFailed"));
          }
        } finally {
          setBusy(false);
        }
      })();
    },
  };
}
