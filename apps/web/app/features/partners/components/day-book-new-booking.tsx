import type { Language, StaffBookingBody } from "@sobremesa/contracts";
import { useId } from "react";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import {
  emailInputProps,
  Field,
  Input,
  nameInputProps,
  phoneInputProps,
  Select,
  Textarea,
} from "#app/components/ui/field.tsx";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

type Values = {
  channel: "phone" | "walk_in";
  date: string;
  time: string;
  party: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  language: Language;
  note: string;
};
const fields = [
  "channel",
  "date",
  "time",
  "party",
  "firstName",
  "lastName",
  "phone",
  "email",
  "language",
  "note",
] as const;

/** What the form sends: blanks left out, the party as a number, no date or time for a walk-in. */
function bodyOf(values: Values): StaffBookingBody {
  const text = (value: string) => (value.trim() === "" ? undefined : value.trim());
  const walkIn = values.channel === "walk_in";
  return {
    channel: values.channel,
    ...(walkIn ? {} : { date: text(values.date), time: text(values.time) }),
    party: values.party.trim() === "" ? Number.NaN : Number(values.party),
    firstName: values.firstName,
    lastName: text(values.lastName),
    phone: text(values.phone),
    email: text(values.email),
    language: values.language,
    note: text(values.note),
  } as StaffBookingBody;
}

/** The host's form for a booking taken by phone or a party at the door, in a dialog. */
export function NewBookingDialog({
  date,
  language,
  onClose,
  onSave,
}: {
  date: string;
  language: Language;
  onClose: () => void;
  onSave: (body: StaffBookingBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useZodForm({
    initialValues: {
      channel: "phone",
      date,
      time: "",
      party: "2",
      firstName: "",
      lastName: "",
      phone: "",
      email: "",
      language,
      note: "",
    } as Values,
    fields,
    candidate: bodyOf,
    checks: () => import("../day-book-checks").then((module) => module.staffBookingChecks),
    message: (problem, translate) =>
      problem.empty ? translate("partners.dayBook.new.required") : translate("partners.dayBook.new.invalid"),
    onSubmit: async (_output, values) => {
      await onSave(bodyOf(values));
      onClose();
    },
  });
  const walkIn = form.values.channel === "walk_in";
  return (
    <Dialog
      onDismiss={() => !form.pending && onClose()}
      aria-labelledby={`${id}-title`}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-md bg-white p-5 shadow-raised backdrop:bg-neutral-900/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        {t("partners.dayBook.new.title")}
      </h2>
      <form
        noValidate
        onSubmit={form.submit}
        aria-labelledby={`${id}-title`}
        className="mt-4 grid gap-4 sm:grid-cols-2"
      >
        <Field label={t("partners.dayBook.new.channel")} className="sm:col-span-2">
          <Select
            name="channel"
            value={form.values.channel}
            onFocus={() => void form.preload().catch(() => {})}
            onValue={(value) => form.set("channel", value as Values["channel"])}
            selectRef={form.fieldRef("channel")}
          >
            <option value="phone">{t("partners.dayBook.new.phone")}</option>
            <option value="walk_in">{t("partners.dayBook.new.walkIn")}</option>
          </Select>
        </Field>
        {!walkIn && (
          <>
            <Field label={t("partners.dayBook.new.date")} error={form.errors.date} required>
              <Input
                type="date"
                name="date"
                value={form.values.date}
                onValue={(value) => form.set("date", value)}
                inputRef={form.fieldRef("date")}
              />
            </Field>
            <Field label={t("partners.dayBook.new.time")} error={form.errors.time} required>
              <Input
                type="time"
                name="time"
                step={300}
                value={form.values.time}
                onValue={(value) => form.set("time", value)}
                inputRef={form.fieldRef("time")}
              />
            </Field>
          </>
        )}
        <Field label={t("partners.dayBook.new.party")} error={form.errors.party} required>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            name="party"
            value={form.values.party}
            onValue={(value) => form.set("party", value)}
            inputRef={form.fieldRef("party")}
          />
        </Field>
        <Field label={t("partners.dayBook.new.firstName")} error={form.errors.firstName} required>
          <Input
            {...nameInputProps}
            autoComplete="off"
            name="firstName"
            value={form.values.firstName}
            onFocus={() => void form.preload().catch(() => {})}
            onValue={(value) => form.set("firstName", value)}
            inputRef={form.fieldRef("firstName")}
          />
        </Field>
        <Field label={t("partners.dayBook.new.lastName")} error={form.errors.lastName}>
          <Input
            {...nameInputProps}
            autoComplete="off"
            name="lastName"
            value={form.values.lastName}
            onValue={(value) => form.set("lastName", value)}
            inputRef={form.fieldRef("lastName")}
          />
        </Field>
        <Field label={t("partners.dayBook.new.phoneNumber")} error={form.errors.phone} required={!walkIn}>
          <Input
            {...phoneInputProps}
            autoComplete="off"
            name="phone"
            value={form.values.phone}
            onValue={(value) => form.set("phone", value)}
            inputRef={form.fieldRef("phone")}
          />
        </Field>
        {!walkIn && (
          <Field label={t("partners.dayBook.new.email")} error={form.errors.email}>
            <Input
              {...emailInputProps}
              autoComplete="off"
              name="email"
              value={form.values.email}
              onValue={(value) => form.set("email", value)}
              inputRef={form.fieldRef("email")}
            />
          </Field>
        )}
        {!walkIn && (
          <Field label={t("partners.dayBook.new.language")}>
            <Select
              name="language"
              value={form.values.language}
              onValue={(value) => form.set("language", value as Language)}
              selectRef={form.fieldRef("language")}
            >
              <option value="es">Español</option>
              <option value="en">English</option>
            </Select>
          </Field>
        )}
        <Field label={t("partners.dayBook.new.note")} error={form.errors.note} className="sm:col-span-2">
          <Textarea
            name="note"
            rows={2}
            value={form.values.note}
            onValue={(value) => form.set("note", value)}
            textareaRef={form.fieldRef("note")}
          />
        </Field>
        {form.formError && (
          <p role="alert" className="text-sm font-semibold text-accent-700 sm:col-span-2">
            {form.formError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" disabled={form.pending} onClick={onClose}>
            {t("partners.dayBook.new.cancel")}
          </Button>
          <button type="submit" disabled={form.pending} className={buttonClasses("primary", "md")}>
            {t("partners.dayBook.new.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
