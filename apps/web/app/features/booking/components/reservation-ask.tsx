import { reservationFailureMessage } from "@sobremesa/contracts";
import { LockKeyhole, MailCheck } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { emailInputProps, Field, Input } from "#app/components/ui/field.tsx";
import { searchOpeningSignIn } from "#app/features/sign-in/index.ts";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { reservationsApi } from "../booking-api";
import type { ReservationAskData } from "../booking-page-data";

/**
 * A booking's page opened without what proves the diner (a calendar entry links here without the
 * secret link): sign in with the account that booked, open the e-mail's link, or have the link sent
 * again to the booking's e-mail. The page says the same whether or not the booking exists.
 */
export function ReservationAsk({ data }: { data: ReservationAskData }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const api = useMemo(() => reservationsApi(data.language), [data.language]);
  const [sent, setSent] = useState(false);
  const form = useZodForm({
    initialValues: { email: "" },
    fields: ["email"],
    checks: () => import("../reservation-link-checks").then((module) => module.reservationLinkChecks),
    message: (_problem, translate) => translate("booking.form.errors.emailInvalid"),
    onSubmit: async ({ email }) => {
      await api.requestLink(data.code, email);
      setSent(true);
    },
    failureMessage: (failure) => reservationFailureMessage(failure, data.language),
  });

  return (
    <Container className="max-w-lg pt-8 pb-16 sm:pt-12">
      <h1 id={`${id}-title`} className="flex items-center gap-2 text-2xl font-bold tracking-tight text-neutral-900">
        <LockKeyhole aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
        {t("booking.ask.title", { code: data.code })}
      </h1>
      <p className="mt-2 text-neutral-700">{t("booking.ask.text")}</p>
      <Link
        to={`${location.pathname}${searchOpeningSignIn(location.pathname, "")}`}
        className={buttonClasses("primary", "lg", "mt-6 w-full")}
      >
        {t("booking.ask.signIn")}
      </Link>

      <h2 id={`${id}-resend`} className="mt-10 text-lg font-bold text-neutral-900">
        {t("booking.ask.resendTitle")}
      </h2>
      {sent ? (
        <p role="status" className="mt-3 flex gap-2 rounded-md bg-brand-50 p-4 text-sm text-brand-900">
          <MailCheck aria-hidden="true" className="size-5 shrink-0" />
          {t("booking.ask.sent")}
        </p>
      ) : (
        <form noValidate onSubmit={form.submit} aria-labelledby={`${id}-resend`} className="mt-3 space-y-4">
          <p className="text-sm text-neutral-700">{t("booking.ask.resendText")}</p>
          <Field label={t("booking.form.email")} error={form.errors.email}>
            <Input
              {...emailInputProps}
              value={form.values.email}
              onValue={(value) => form.set("email", value)}
              inputRef={form.fieldRef("email")}
            />
          </Field>
          {form.formError && (
            <p role="alert" className="text-sm font-semibold text-accent-700">
              {form.formError}
            </p>
          )}
          <button type="submit" disabled={form.pending} className={buttonClasses("secondary", "lg", "w-full")}>
            {t("booking.ask.resend")}
          </button>
        </form>
      )}
    </Container>
  );
}
