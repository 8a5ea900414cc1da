import {
  LEAD_MESSAGE_MAX,
  leadCountries,
  PARTNER_BRANCHES_MAX,
  type PartnerLeadBody,
  partnerLeadBody,
} from "@sobremesa/contracts";
import { useId, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { EmailField, PhoneField, SubmitButton, TextField, useDefaultDialCode } from "#app/features/auth/index.ts";
import {
  FieldError,
  FormAlert,
  Honeypot,
  LeadPrivacyNote,
  LeadSuccess,
  leadsApi,
  TextAreaField,
  useLeadForm,
} from "#app/features/leads/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";

const ORDER = ["company", "branches", "countries", "name", "email", "phone", "message"];

/** The chains' partner form: stored as a lead with a PTR- reference, shown when sent. */
export function PartnerForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const defaultDial = useDefaultDialCode();
  const countriesId = useId();
  const [values, setValues] = useState({
    company: "",
    branches: "",
    name: "",
    email: "",
    phone: "",
    message: "",
    website: "",
  });
  const [countries, setCountries] = useState<string[]>([]);
  const [dialCode, setDialCode] = useState<string | null>(null);
  const { busy, formError, sent, clearSent, ref, errorOf, submit } = useLeadForm<PartnerLeadBody>({
    order: ORDER,
    parse: (value) => partnerLeadBody.safeParse(value),
    send: (body) => leadsApi(language).partner(body),
  });
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const request = (): PartnerLeadBody => ({
    company: values.company,
    branches: values.branches,
    countries: countries as PartnerLeadBody["countries"],
    name: values.name,
    email: values.email,
    dialCode: dialCode ?? defaultDial,
    phone: values.phone,
    ...(values.message.trim() ? { message: values.message } : {}),
    ...(values.website ? { website: values.website } : {}),
    lang: language,
  });

  const countriesError = errorOf("countries");
  return (
    <section
      id="partner-form"
      aria-labelledby="partner-form-title"
      className="scroll-mt-24 rounded-md bg-white p-5 shadow-card sm:p-8 lg:sticky lg:top-24"
    >
      {sent ? (
        <LeadSuccess
          title={t("chains.success.title")}
          body={t("chains.success.body", { email: sent.email })}
          referenceLabel={t("chains.success.referenceLabel")}
          reference={sent.reference}
          again={t("chains.success.another")}
          onAgain={clearSent}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => submit(event, request(), values.email)}
          className="relative grid gap-5"
          aria-busy={busy || undefined}
        >
          <div>
            <h2 id="partner-form-title" className="text-2xl font-bold text-neutral-900">
              {t("chains.formHeading")}
            </h2>
            <p className="mt-1 text-neutral-700">{t("chains.formIntro")}</p>
            <p className="mt-1 text-sm text-neutral-600">{t("concierge.requiredNote")}</p>
          </div>
          <TextField
            name="company"
            autoComplete="organization"
            label={t("chains.company")}
            value={values.company}
            onValue={set("company")}
            error={errorOf("company")}
            inputRef={ref("company")}
          />
          <TextField
            name="branches"
            type="number"
            inputMode="numeric"
            min={1}
            max={PARTNER_BRANCHES_MAX}
            label={t("chains.branchCount")}
            value={values.branches}
            onValue={set("branches")}
            error={errorOf("branches")}
            inputRef={ref("branches")}
          />
          <fieldset aria-describedby={countriesError ? `${countriesId}-error` : undefined}>
            <legend className="text-sm font-semibold text-neutral-900">{t("chains.countries")}</legend>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {leadCountries.map((code, index) => (
                <label
                  key={code}
                  className={cx(
                    "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300",
                    countriesError ? "border-accent-600" : "border-neutral-300",
                  )}
                >
                  <input
                    type="checkbox"
                    name="countries"
                    value={code}
                    ref={index === 0 ? ref("countries") : undefined}
                    checked={countries.includes(code)}
                    onChange={(event) => {
                      const checked = event.currentTarget.checked;
                      setCountries((current) =>
                        checked ? [...current, code] : current.filter((value) => value !== code),
                      );
                    }}
                    className="size-4 accent-brand-600"
                  />
                  {t(`countries.${code}`)}
                </label>
              ))}
            </div>
            <FieldError id={`${countriesId}-error`} error={countriesError} />
          </fieldset>
          <TextField
            name="name"
            autoComplete="name"
            label={t("chains.name")}
            value={values.name}
            onValue={set("name")}
            error={errorOf("name")}
            inputRef={ref("name")}
          />
          <EmailField
            label={t("chains.email")}
            autoComplete="work email"
            value={values.email}
            onValue={set("email")}
            error={errorOf("email")}
            inputRef={ref("email")}
          />
          <PhoneField
            label={t("chains.phone")}
            dialCode={dialCode ?? defaultDial}
            onDialCode={setDialCode}
            phone={values.phone}
            onPhone={set("phone")}
            error={errorOf("phone") ?? errorOf("dialCode")}
            inputRef={ref("phone")}
          />
          <TextAreaField
            name="message"
            label={t("chains.message")}
            maxLength={LEAD_MESSAGE_MAX}
            value={values.message}
            onValue={set("message")}
            error={errorOf("message")}
            areaRef={ref("message")}
          />
          <Honeypot label={t("concierge.honeypot")} value={values.website} onValue={set("website")} />
          <FormAlert message={formError} />
          <SubmitButton busy={busy}>{t("chains.submit")}</SubmitButton>
          <LeadPrivacyNote language={language} />
        </form>
      )}
    </section>
  );
}
