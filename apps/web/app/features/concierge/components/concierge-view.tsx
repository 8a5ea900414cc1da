import {
  addDays,
  CONCIERGE_DAYS_AHEAD,
  CONCIERGE_PARTY_MAX,
  type ConciergeLeadBody,
  conciergeBudgets,
  conciergeLeadBody,
  conciergeOccasions,
  LEAD_MESSAGE_MAX,
  leadCountries,
  utcDate,
} from "@sobremesa/contracts";
import { Check } from "lucide-react";
import { useState } from "react";
import { useCurrentCountry } from "#app/components/layout/country-menu.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { EmailField, PhoneField, SubmitButton, TextField, useDefaultDialCode } from "#app/features/auth/index.ts";
import {
  FormAlert,
  Honeypot,
  LeadPrivacyNote,
  LeadSuccess,
  leadsApi,
  SelectField,
  TextAreaField,
  useLeadForm,
} from "#app/features/leads/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";

const ORDER = ["occasion", "date", "partySize", "budget", "country", "city", "name", "email", "phone", "message"];

/**
 * /comunicate-con-nuestro-equipo-de-concierge/: what the concierge does and the request form. The
 * contract's schema checks the form before it is sent and the server checks it again; either way
 * each field says what to fix. A sent request shows its reference (CNC-XXXXXX).
 */
export function ConciergeView() {
  const { t } = useTranslation();
  const language = useLanguage();
  const currentCountry = useCurrentCountry();
  const defaultDial = useDefaultDialCode();
  const [values, setValues] = useState({
    occasion: "",
    date: "",
    partySize: "",
    budget: "",
    country: (leadCountries as readonly string[]).includes(currentCountry) ? currentCountry : "",
    city: "",
    name: "",
    email: "",
    phone: "",
    message: "",
    website: "",
  });
  const [dialCode, setDialCode] = useState<string | null>(null);
  const { busy, formError, sent, clearSent, ref, errorOf, submit } = useLeadForm<ConciergeLeadBody>({
    order: ORDER,
    parse: (value) => conciergeLeadBody.safeParse(value),
    send: (body) => leadsApi(language).concierge(body),
  });
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const today = utcDate(new Date());

  const body = (): ConciergeLeadBody => ({
    occasion: values.occasion as ConciergeLeadBody["occasion"],
    date: values.date,
    partySize: values.partySize,
    budget: values.budget as ConciergeLeadBody["budget"],
    country: values.country as ConciergeLeadBody["country"],
    city: values.city,
    name: values.name,
    email: values.email,
    dialCode: dialCode ?? defaultDial,
    phone: values.phone,
    ...(values.message.trim() ? { message: values.message } : {}),
    ...(values.website ? { website: values.website } : {}),
    lang: language,
  });

  const reset = () => {
    clearSent();
    setValues((current) => ({ ...current, occasion: "", date: "", partySize: "", budget: "", message: "" }));
  };

  return (
    <Container className="py-8 md:py-14">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,34rem)] lg:gap-16">
        <div className="max-w-xl">
          <p className="text-sm font-semibold text-brand-600">{t("concierge.eyebrow")}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900 md:text-4xl">
            {t("concierge.heading")}
          </h1>
          <p className="mt-4 text-lg text-neutral-700">{t("concierge.intro")}</p>
          <ul className="mt-6 space-y-3">
            {(t("concierge.benefits", { returnObjects: true }) as string[]).map((benefit) => (
              <li key={benefit} className="flex gap-3 text-neutral-800">
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Check className="size-4" />
                </span>
                <span className="pt-0.5">{benefit}</span>
              </li>
            ))}
          </ul>
        </div>

        <section aria-labelledby="concierge-form-title" className="rounded-md bg-white p-5 shadow-card sm:p-8">
          {sent ? (
            <LeadSuccess
              title={t("concierge.success.title")}
              body={t("concierge.success.body", { email: sent.email })}
              referenceLabel={t("concierge.success.referenceLabel")}
              reference={sent.reference}
              again={t("concierge.success.another")}
              onAgain={reset}
            />
          ) : (
            <form
              noValidate
              onSubmit={(event) => submit(event, body(), values.email)}
              className="relative grid gap-5"
              aria-busy={busy || undefined}
            >
              <div>
                <h2 id="concierge-form-title" className="text-xl font-semibold text-neutral-900">
                  {t("concierge.formTitle")}
                </h2>
                <p className="mt-1 text-sm text-neutral-600">{t("concierge.requiredNote")}</p>
              </div>
              <SelectField
                name="occasion"
                label={t("concierge.occasion")}
                placeholder={t("concierge.choose")}
                value={values.occasion}
                onValue={set("occasion")}
                options={conciergeOccasions.map((value) => ({ value, label: t(`concierge.occasions.${value}`) }))}
                error={errorOf("occasion")}
                selectRef={ref("occasion")}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField
                  name="date"
                  type="date"
                  label={t("concierge.date")}
                  min={today}
                  max={addDays(today, CONCIERGE_DAYS_AHEAD)}
                  value={values.date}
                  onValue={set("date")}
                  error={errorOf("date")}
                  inputRef={ref("date")}
                />
                <TextField
                  name="partySize"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={CONCIERGE_PARTY_MAX}
                  label={t("concierge.partySize")}
                  value={values.partySize}
                  onValue={set("partySize")}
                  error={errorOf("partySize")}
                  inputRef={ref("partySize")}
                />
              </div>
              <SelectField
                name="budget"
                label={t("concierge.budget")}
                placeholder={t("concierge.choose")}
                value={values.budget}
                onValue={set("budget")}
                options={conciergeBudgets.map((value) => ({ value, label: t(`concierge.budgets.${value}`) }))}
                error={errorOf("budget")}
                selectRef={ref("budget")}
              />
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  name="country"
                  label={t("concierge.country")}
                  placeholder={t("concierge.choose")}
                  value={values.country}
                  onValue={set("country")}
                  options={leadCountries.map((value) => ({ value, label: t(`countries.${value}`) }))}
                  error={errorOf("country")}
                  selectRef={ref("country")}
                />
                <TextField
                  name="city"
                  autoComplete="address-level2"
                  label={t("concierge.city")}
                  value={values.city}
                  onValue={set("city")}
                  error={errorOf("city")}
                  inputRef={ref("city")}
                />
              </div>
              <fieldset className="grid gap-5">
                <legend className="mb-1 text-base font-semibold text-neutral-900">
                  {t("concierge.contactLegend")}
                </legend>
                <TextField
                  name="name"
                  autoComplete="name"
                  label={t("concierge.name")}
                  value={values.name}
                  onValue={set("name")}
                  error={errorOf("name")}
                  inputRef={ref("name")}
                />
                <EmailField
                  label={t("concierge.email")}
                  value={values.email}
                  onValue={set("email")}
                  error={errorOf("email")}
                  inputRef={ref("email")}
                />
                <PhoneField
                  label={t("concierge.phone")}
                  dialCode={dialCode ?? defaultDial}
                  onDialCode={setDialCode}
                  phone={values.phone}
                  onPhone={set("phone")}
                  error={errorOf("phone") ?? errorOf("dialCode")}
                  inputRef={ref("phone")}
                />
              </fieldset>
              <TextAreaField
                name="message"
                label={t("concierge.message")}
                hint={t("concierge.messageHint")}
                maxLength={LEAD_MESSAGE_MAX}
                value={values.message}
                onValue={set("message")}
                error={errorOf("message")}
                areaRef={ref("message")}
              />
              <Honeypot label={t("concierge.honeypot")} value={values.website} onValue={set("website")} />
              <FormAlert message={formError} />
              <SubmitButton busy={busy}>{t("concierge.submit")}</SubmitButton>
              <LeadPrivacyNote language={language} />
            </form>
          )}
        </section>
      </div>
    </Container>
  );
}
