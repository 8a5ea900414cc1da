import type { ExperienceOrderDto, Language } from "@sobremesa/contracts";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { experiencesApi, purchaseFailure } from "../experiences-api";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Gives one ticket to a friend: their name (and, if given, an e-mail that gets the ticket). The
 * ticket gets a new code, so the QR shown until now stops working; the page shows the new one.
 */
export function TicketTransfer({
  order,
  ticketId,
  number,
  language,
  onTransferred,
}: {
  order: ExperienceOrderDto;
  ticketId: string;
  number: number;
  language: Language;
  onTransferred: (order: ExperienceOrderDto, text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ name?: string; email?: string; form?: string }>({});
  if (!open)
    return (
      <Button variant="secondary" className="mt-2" onClick={() => setOpen(true)} data-testid="transfer-ticket">
        {t("experiences.order.transfer.open")}
      </Button>
    );
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-3 space-y-3"
      data-testid="transfer-form"
      onSubmit={async (event) => {
        event.preventDefault();
        const problems = {
          ...(name.trim().length < 2 ? { name: t("experiences.order.transfer.nameInvalid") } : {}),
          ...(email.trim() && !EMAIL.test(email.trim()) ? { email: t("experiences.order.transfer.emailInvalid") } : {}),
        };
        setErrors(problems);
        if (Object.keys(problems).length > 0) return;
        setBusy(true);
        try {
          const answer = await experiencesApi(language).transferTicket(order.code, ticketId, {
            name: name.trim(),
            ...(email.trim() ? { email: email.trim() } : {}),
            buyer_email: order.contact.email,
            lang: language,
          });
          onTransferred(answer.order, t("experiences.order.transfer.done", { name: name.trim() }));
        } catch (failure) {
          setErrors({ form: purchaseFailure(failure).message ?? t("experiences.order.transfer.failed") });
        } finally {
          setBusy(false);
        }
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900">
        {t("experiences.order.transfer.title", { number })}
      </h3>
      <p className="text-sm text-neutral-700">{t("experiences.order.transfer.intro")}</p>
      <Field label={t("experiences.order.transfer.name")} error={errors.name} required>
        <Input name="holder" value={name} onValue={setName} autoComplete="off" />
      </Field>
      <Field label={t("experiences.order.transfer.email")} error={errors.email}>
        <Input name="holder-email" type="email" value={email} onValue={setEmail} autoComplete="off" />
      </Field>
      {errors.form && (
        <p role="alert" className="text-sm font-semibold text-accent-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {t("experiences.order.transfer.submit")}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
          {t("experiences.order.transfer.cancel")}
        </Button>
      </div>
    </form>
  );
}
