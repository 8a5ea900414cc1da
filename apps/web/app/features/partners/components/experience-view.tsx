import { ApiError, formatMoney } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { organizersApi } from "../organizers-api";
import type { ExperienceData } from "../organizers-data";
import { partnersDateTime } from "../partners-format";
import { partnersPaths } from "../partners-paths";
import { ExperienceForm } from "./experience-form";
import { ItemPhotos } from "./item-photos";
import { SessionsForm } from "./sessions-form";
import { TierEditor } from "./tier-editor";

/** One experience: its ticket types (with IVA), its sessions and, for owners and managers, the editor. */
export function ExperienceView({ data }: { data: ExperienceData }) {
  const { t } = useTranslation();
  const { organizer, experience, sessions, cities, language } = data;
  const edits = organizer.role !== "door";
  const api = useMemo(() => organizersApi(language), [language]);
  const revalidator = useRevalidator();
  const [tier, setTier] = useState({ code: "", nameEs: "", nameEn: "", price: "" });
  const [error, setError] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, experience.currency, language);
  const title = language === "es" ? experience.titleEs : experience.titleEn;

  const run = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
      revalidator.revalidate();
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("partners.errors.generic"));
      return false;
    }
  };
  const addTier = async (event: React.FormEvent) => {
    event.preventDefault();
    const done = await run(() =>
      api.addTier(organizer.id, experience.id, {
        code: tier.code,
        nameEs: tier.nameEs,
        nameEn: tier.nameEn,
        priceMinor: Math.round(Number(tier.price) * 100),
      }),
    );
    if (done) setTier({ code: "", nameEs: "", nameEn: "", price: "" });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <p className="text-sm">
        <Link
          to={partnersPaths.organizer(language, organizer.id)}
          className="text-brand-700 underline underline-offset-2"
        >
          {organizer.name}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-neutral-900">{title}</h1>
      <p className="mt-1 text-neutral-700">
        {experience.active ? t("partners.organizer.active") : t("partners.organizer.hidden")} · {experience.cityName} ·{" "}
        {experience.timeZone}
      </p>
      {error && (
        <p role="alert" className="mt-4 font-semibold text-accent-700">
          {error}
        </p>
      )}

      {edits && (
        <ItemPhotos
          language={language}
          base={`/organizers/${organizer.id}/experiences/${experience.id}`}
          photos={experience.photos}
          testId="experience-photos"
        />
      )}

      <section aria-labelledby="tiers-title" className="mt-8">
        <h2 id="tiers-title" className="text-lg font-semibold text-neutral-900">
          {t("partners.tiers.title")}
        </h2>
        {experience.tiers.length === 0 ? (
          <p className="mt-2 text-neutral-700">{t("partners.tiers.empty")}</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {experience.tiers.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-neutral-200 bg-white p-3"
              >
                <span>
                  <span className="font-semibold text-neutral-900">
                    {language === "es" ? entry.nameEs : entry.nameEn}
                  </span>{" "}
                  <span className="text-neutral-700">
                    {t("partners.tiers.price", { price: money(entry.priceMinor), tax: money(entry.taxMinor) })}
                  </span>{" "}
                  <span className="text-sm text-neutral-600">
                    {t("partners.tiers.sold", { count: entry.sold })}
                    {entry.hidden ? ` · ${t("partners.tiers.hidden")}` : ""}
                  </span>
                </span>
                {edits && (
                  <div className="flex flex-wrap gap-2 has-[form]:w-full">
                    <Button
                      variant="ghost"
                      onClick={() =>
                        run(() => api.changeTier(organizer.id, experience.id, entry.id, { hidden: !entry.hidden }))
                      }
                    >
                      {entry.hidden ? t("partners.tiers.show") : t("partners.tiers.hide")}
                    </Button>
                    <TierEditor
                      tier={entry}
                      name={language === "es" ? entry.nameEs : entry.nameEn}
                      currency={experience.currency}
                      onSave={(change) => run(() => api.changeTier(organizer.id, experience.id, entry.id, change))}
                    />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        {edits && (
          <form
            onSubmit={addTier}
            className="mt-3 grid gap-3 rounded-md border border-neutral-200 bg-white p-4 sm:grid-cols-4"
          >
            <Field label={t("partners.tiers.code")} required hint={t("partners.tiers.codeHint")}>
              <Input name="code" value={tier.code} onValue={(code) => setTier({ ...tier, code })} />
            </Field>
            <Field label={t("partners.tiers.nameEs")} required>
              <Input name="nameEs" value={tier.nameEs} onValue={(nameEs) => setTier({ ...tier, nameEs })} />
            </Field>
            <Field label={t("partners.tiers.nameEn")} required>
              <Input name="nameEn" value={tier.nameEn} onValue={(nameEn) => setTier({ ...tier, nameEn })} />
            </Field>
            <Field label={t("partners.tiers.priceLabel", { currency: experience.currency })} required>
              <Input
                name="price"
                value={tier.price}
                onValue={(price) => setTier({ ...tier, price })}
                inputMode="decimal"
              />
            </Field>
            <div className="sm:col-span-4">
              <Button type="submit" variant="secondary" data-testid="add-tier">
                {t("partners.tiers.add")}
              </Button>
            </div>
          </form>
        )}
      </section>

      <section aria-labelledby="sessions-title" className="mt-8">
        <h2 id="sessions-title" className="text-lg font-semibold text-neutral-900">
          {t("partners.sessions.title")}
        </h2>
        {sessions.length === 0 ? (
          <p className="mt-2 text-neutral-700">{t("partners.sessions.empty")}</p>
        ) : (
          <ul className="mt-3 grid gap-2" data-testid="sessions">
            {sessions.map((session) => (
              <li key={session.id} className="rounded-md border border-neutral-200 bg-white p-3">
                {organizer.role === "door" ? (
                  <span className="font-semibold">
                    {partnersDateTime(session.startsAt, experience.timeZone, language)}
                  </span>
                ) : (
                  <Link
                    to={partnersPaths.session(language, organizer.id, session.id)}
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {partnersDateTime(session.startsAt, experience.timeZone, language)}
                  </Link>
                )}{" "}
                <span className="text-neutral-700">
                  {t("partners.sessions.seats", { reserved: session.reserved, capacity: session.capacity })}
                </span>{" "}
                <Link
                  to={partnersPaths.door(language, organizer.id, session.id)}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                  aria-label={`${t("partners.door.open")}: ${partnersDateTime(session.startsAt, experience.timeZone, language)}`}
                >
                  {t("partners.door.open")}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {edits && <SessionsForm language={language} organizerId={organizer.id} experienceId={experience.id} />}
      </section>

      {edits && (
        <section aria-labelledby="editor-title" className="mt-8">
          <h2 id="editor-title" className="mb-3 text-lg font-semibold text-neutral-900">
            {t("partners.experienceForm.title")}
          </h2>
          <ExperienceForm language={language} organizerId={organizer.id} experience={experience} cities={cities} />
        </section>
      )}
    </div>
  );
}
