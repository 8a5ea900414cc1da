import type { AccountUser, Language, UpdateProfileBody } from "@sobremesa/contracts";
import { BadgeCheck, CircleAlert } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import {
  type AuthField,
  accountsApi,
  authStore,
  checkFields,
  checkPhone,
  errorMessage,
  type FieldErrors,
  FormMessage,
  firstInvalid,
  PhoneField,
  SubmitButton,
  TextField,
  useDefaultDialCode,
} from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { alerts } from "#app/lib/shell/index.ts";

/** The national part of an E.164 number for the input ("+525512345678" with "+52" -> "5512345678"). */
export function nationalPart(phone: string | null, dialCode: string | null): string {
  if (!phone) return "";
  if (dialCode && phone.startsWith(dialCode)) return phone.slice(dialCode.length);
  return phone.replace(/^\+/, "");
}

/**
 * Profile: names, phone with its country's dial code, the language of e-mails and notices, and
 * marketing consent; saved with PATCH /api/user/profile (only what changed). The e-mail shows with
 * its verification state; changing it is not offered (the contract has no endpoint for it).
 */
export function ProfileForm({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const defaultDial = useDefaultDialCode();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [dialCode, setDialCode] = useState(user.countryCode ?? defaultDial);
  const [phone, setPhone] = useState(nationalPart(user.phone, user.countryCode));
  const [mailLanguage, setMailLanguage] = useState<Language>(user.language);
  const [marketing, setMarketing] = useState(user.marketingConsent);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<AuthField, HTMLInputElement | null>>>({});
  const ref = (field: AuthField) => (element: HTMLInputElement | null) => {
    refs.current[field] = element;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkFields(t, { firstName, lastName });
    const changes: UpdateProfileBody = {};
    if (firstName.trim() !== user.firstName) changes.firstName = firstName.trim();
    if (lastName.trim() !== user.lastName) changes.lastName = lastName.trim();
    if (phone.trim() === "") {
      if (user.phone) {
        changes.phone = null;
        changes.countryCode = null;
      }
    } else {
      const checked = checkPhone(t, phone, dialCode);
      if (!checked.ok) found.phone = checked.message;
      else if (checked.e164 !== user.phone || checked.countryCode !== user.countryCode) {
        changes.phone = checked.e164;
        changes.countryCode = checked.countryCode;
      }
    }
    if (mailLanguage !== user.language) changes.language = mailLanguage;
    if (marketing !== user.marketingConsent) changes.marketingConsent = marketing;
    setErrors(found);
    const first = firstInvalid(found, ["firstName", "lastName", "phone"]);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    if (Object.keys(changes).length === 0) {
      alerts.toast(t("userPanel.profile.saved"), { language });
      return;
    }
    setBusy(true);
    setFormError(null);
    void (async () => {
      try {
        const updated = await accountsApi(language).updateProfile(changes);
        authStore.getState().updateUser(updated);
        alerts.toast(t("userPanel.profile.saved"), { language });
      } catch (error) {
        setFormError(errorMessage(error, language));
      } finally {
        setBusy(false);
      }
    })();
  };

  const selectClass =
    "block min-h-12 w-full rounded-sm border border-neutral-300 bg-white px-3 text-base text-neutral-900 outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200";
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormMessage error={formError} />
      <div>
        <p className="text-sm font-semibold text-neutral-900">{t("userPanel.profile.email")}</p>
        <p className="mt-1.5 flex flex-wrap items-center gap-2 text-neutral-900">
          <span className="break-all">{user.email}</span>
          <VerifiedBadge verified={user.emailVerified} />
        </p>
        <p className="mt-1 text-sm text-neutral-600">{t("userPanel.profile.emailHint")}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("auth.fields.firstName")}
          autoComplete="given-name"
          value={firstName}
          onValue={setFirstName}
          error={errors.firstName}
          inputRef={ref("firstName")}
        />
        <TextField
          label={t("auth.fields.lastName")}
          autoComplete="family-name"
          value={lastName}
          onValue={setLastName}
          error={errors.lastName}
          inputRef={ref("lastName")}
        />
      </div>
      <div>
        <PhoneField
          label={t("auth.fields.phone")}
          dialCode={dialCode}
          onDialCode={setDialCode}
          phone={phone}
          onPhone={setPhone}
          error={errors.phone}
          hint={`${t("userPanel.profile.phoneHint")} ${t("userPanel.profile.removePhone")}`}
          inputRef={ref("phone")}
        />
        {user.phone && (
          <p className="mt-1.5">
            <VerifiedBadge verified={user.phoneVerified} />
          </p>
        )}
      </div>
      <div className="sm:max-w-xs">
        <label htmlFor="profile-language" className="block text-sm font-semibold text-neutral-900">
          {t("userPanel.profile.language")}
        </label>
        <select
          id="profile-language"
          value={mailLanguage}
          onChange={(event) => setMailLanguage(event.currentTarget.value === "en" ? "en" : "es")}
          className={cx(selectClass, "mt-1.5")}
        >
          <option value="es" lang="es">
            {t("userPanel.profile.languages.es")}
          </option>
          <option value="en" lang="en">
            {t("userPanel.profile.languages.en")}
          </option>
        </select>
      </div>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-neutral-800">
        <input
          type="checkbox"
          checked={marketing}
          onChange={(event) => setMarketing(event.currentTarget.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-500"
        />
        {t("userPanel.profile.marketing")}
      </label>
      <SubmitButton busy={busy} className="sm:w-auto">
        {t("userPanel.profile.save")}
      </SubmitButton>
    </form>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return verified ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {t("userPanel.profile.verified")}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-800">
      <CircleAlert aria-hidden="true" className="size-3.5" />
      {t("userPanel.profile.notVerified")}
    </span>
  );
}
