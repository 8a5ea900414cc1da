import type { Language, StoreOrderStatus } from "@sobremesa/contracts";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { inputClasses } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { storeApi } from "../store-api";
import { nextStoreStep } from "../store-timeline";

/**
 * A store manager moves an order to its next step from the audit; shipping asks for the courier's
 * tracking number, which the buyer then sees on the order page and in the e-mail.
 */
export function AdvanceOrder({
  number,
  status,
  language,
}: {
  number: string;
  status: StoreOrderStatus;
  language: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const revalidator = useRevalidator();
  const [tracking, setTracking] = useState("");
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const next = nextStoreStep(status);
  if (!next) return <span className="text-neutral-500">—</span>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!next) return;
    setPending(true);
    setFailed(false);
    try {
      await storeApi(language).advance(number, next, next === "shipped" ? tracking.trim() || undefined : undefined);
      await revalidator.revalidate();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-center justify-end gap-2">
      {next === "shipped" && (
        <>
          <label htmlFor={`${id}-tracking`} className="sr-only">
            {t("store.audit.tracking")}
          </label>
          <input
            id={`${id}-tracking`}
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
            placeholder={t("store.audit.tracking")}
            maxLength={60}
            className={cx(inputClasses, "h-11 w-44 border-neutral-300")}
          />
        </>
      )}
      <button type="submit" disabled={pending} className={buttonClasses("secondary", "md", "min-h-11")}>
        {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {t(`store.audit.advanceTo.${next}`)}
      </button>
      {failed && (
        <p role="alert" className="w-full text-right text-sm text-accent-700">
          {t("store.audit.advanceFailed")}
        </p>
      )}
    </form>
  );
}
