import {
  ApiError,
  LEAD_MESSAGE_MAX,
  type LeadProblem,
  leadCountries,
  PARTNER_BRANCHES_MAX,
  type PartnerLeadBody,
  partnerLeadBody,
  pathFor,
} from "@sobremesa/contracts";
import { CircleAlert } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cx } from "../../../components/ui/cx";
import { EmailField, PhoneField, SubmitButton, TextField, useDefaultDialCode } from "../../auth/components/form-fields";
import { useLanguage } from "../../i18n/use-language";
import { FormAlert, Honeypot, LeadSuccess, TextAreaField } from "../../leads/components/lead-form-parts";
import { firstProblem, formProblems } from "../../leads/lead-form";
import { leadsApi, serverProblems } from "../../leads/leads-api";

const ORDER = ["company", "branches", "countries", "name", "email", "phone", "message"];
type Focusable = HTMLInputElement | HTMLTextAreaElement;

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
  const [problems, setProblems] = useState<Record<string, LeadProblem>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const refs = useRef<Record<string, Focusable | null>>({});
  const ref = (field: string) => (element: Focusable | null) => {
    refs.current[field] = element;
  };
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => (problems[field] ? t(`concierge.validation.${problems[field]}`) : undefined);

  const showProblems = (found: Record<string, LeadProblem>) => {
    setProblems(found);
    const first = firstProblem(found, ORDER);
    if (first) {
      setFormError(t("concierge.fixErrors"));
      refs.current[first]?.focus();
    }
    return first !== undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request: PartnerLeadBody = {
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
    };
    if (showProblems(formProblems((value) => partnerLeadBody.safeParse(value), request))) return;
    setFormError(null);
    setBusy(true);
    void (async () => {
      try {
        const answer = await leadsApi(language).partner(request);
        setSent({ reference: answer.data.reference, email: values.email.trim() });
      } catch (error) {
        const fromServer = serverProblems(error);
        if (!fromServer || !showProblems(fromServer)) {
          setFormError(error instanceof ApiError && error.status === 429 ? error.message : t("concierge.sendFailed"));
        }
      } finally {
        setBusy(false);
      }
    })();
  };

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
          onAgain={() => setSent(null)}
        />
      ) : (
        <form noValidate onSubmit={submit} className="relative grid gap-5" aria-busy={busy || undefined}>
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
            {countriesError && (
              <p
                id={`${countriesId}-error`}
                className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent-700"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {countriesError}
              </p>
            )}
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
        </form>
      )}
    </section>
  );
}
