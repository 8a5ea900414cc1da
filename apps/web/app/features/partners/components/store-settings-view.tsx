import type { ConsoleShippingDto } from "@sobremesa/contracts";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Textarea } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { storeConsoleApi } from "../store-console-api";
import type { StoreSettingsData } from "../store-console-data";
import { failureText, type Notice, NoticeLine, StoreNav } from "./store-nav";

/** An amount typed in the currency's units (two decimals at most); 0 is a price too (free shipping). */
function amountOf(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

const shown = (minor: number | null) => (minor === null ? "" : (minor / 100).toFixed(2));

interface ShippingDraft {
  id: number;
  price: string;
  freeFrom: string;
}

/** The owner's settings: what buyers read of the store (es and en) and what its shipping costs. */
export function StoreSettingsView({ data }: { data: StoreSettingsData }) {
  const { t } = useTranslation();
  const id = useId();
  const { language, store, settings } = data;
  const api = useMemo(() => storeConsoleApi(language), [language]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [texts, setTexts] = useState({
    taglineEs: settings.tagline_es,
    taglineEn: settings.tagline_en,
    descriptionEs: settings.description_es,
    descriptionEn: settings.description_en,
  });
  const [shipping, setShipping] = useState<ShippingDraft[]>(
    settings.shipping.map((option) => ({
      id: option.id,
      price: shown(option.price.amount),
      freeFrom: shown(option.free_from?.amount ?? null),
    })),
  );
  const [errors, setErrors] = useState<Record<number, string>>({});
  const setText = (key: keyof typeof texts) => (value: string) => setTexts((now) => ({ ...now, [key]: value }));
  const setOption = (optionId: number, key: "price" | "freeFrom") => (value: string) =>
    setShipping((rows) => rows.map((row) => (row.id === optionId ? { ...row, [key]: value } : row)));

  const save = async () => {
    const found: Record<number, string> = {};
    const rows = shipping.map((row) => {
      const price = amountOf(row.price);
      const freeFrom = row.freeFrom.trim() === "" ? null : amountOf(row.freeFrom);
      if (price === null || (row.freeFrom.trim() !== "" && freeFrom === null))
        found[row.id] = t("partners.stores.settings.amountInvalid");
      return { id: row.id, price: price ?? 0, free_from: freeFrom };
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setNotice(null);
    try {
      await api.saveSettings(store.id, {
        tagline_es: texts.taglineEs,
        tagline_en: texts.taglineEn,
        description_es: texts.descriptionEs,
        description_en: texts.descriptionEn,
        version: settings.version,
        shipping: rows,
      });
      setNotice({ kind: "status", text: t("partners.stores.settings.saved") });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ kind: "alert", text: failureText(error, t("partners.errors.generic")) });
    } finally {
      setBusy(false);
    }
  };

  const optionName = (option: ConsoleShippingDto) => (language === "es" ? option.name_es : option.name_en);

  return (
    <>
      <StoreNav store={store} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.stores.settings.title")}</h1>
        <p className="mt-2 text-neutral-700">{t("partners.stores.settings.intro")}</p>
        <NoticeLine notice={notice} />
        <form
          noValidate
          className="mt-2 grid gap-6 lg:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <section
            aria-labelledby={`${id}-texts`}
            className="space-y-3 rounded-md border border-neutral-200 bg-white p-4"
          >
            <h2 id={`${id}-texts`} className="text-lg font-bold text-neutral-900">
              {t("partners.stores.settings.texts")}
            </h2>
            <Field label={t("partners.stores.settings.taglineEs")}>
              <Input
                name="tagline_es"
                lang="es"
                maxLength={160}
                value={texts.taglineEs}
                onValue={setText("taglineEs")}
              />
            </Field>
            <Field label={t("partners.stores.settings.taglineEn")}>
              <Input
                name="tagline_en"
                lang="en"
                maxLength={160}
                value={texts.taglineEn}
                onValue={setText("taglineEn")}
              />
            </Field>
            <Field label={t("partners.stores.settings.descriptionEs")}>
              <Textarea
                name="description_es"
                lang="es"
                rows={4}
                maxLength={4000}
                value={texts.descriptionEs}
                onValue={setText("descriptionEs")}
              />
            </Field>
            <Field label={t("partners.stores.settings.descriptionEn")}>
              <Textarea
                name="description_en"
                lang="en"
                rows={4}
                maxLength={4000}
                value={texts.descriptionEn}
                onValue={setText("descriptionEn")}
              />
            </Field>
          </section>
          <section
            aria-labelledby={`${id}-shipping`}
            className="h-fit space-y-4 rounded-md border border-neutral-200 bg-white p-4"
          >
            <h2 id={`${id}-shipping`} className="text-lg font-bold text-neutral-900">
              {t("partners.stores.settings.shipping")}
            </h2>
            {settings.shipping.map((option) => {
              const draft = shipping.find((row) => row.id === option.id);
              return (
                <fieldset key={option.id} className="space-y-3">
                  <legend className="font-semibold text-neutral-900">
                    {t("partners.stores.settings.days", {
                      name: optionName(option),
                      min: option.min_days,
                      max: option.max_days,
                    })}
                  </legend>
                  <Field
                    label={t("partners.stores.settings.price", { currency: option.price.currency })}
                    error={errors[option.id]}
                    required
                  >
                    <Input
                      name={`price-${option.id}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={draft?.price ?? ""}
                      onValue={setOption(option.id, "price")}
                    />
                  </Field>
                  <Field
                    label={t("partners.stores.settings.freeFrom", { currency: option.price.currency })}
                    hint={t("partners.stores.settings.freeFromHint")}
                  >
                    <Input
                      name={`free-from-${option.id}`}
                      inputMode="decimal"
                      autoComplete="off"
                      value={draft?.freeFrom ?? ""}
                      onValue={setOption(option.id, "freeFrom")}
                    />
                  </Field>
                </fieldset>
              );
            })}
          </section>
          <div className="lg:col-span-2">
            <Button type="submit" disabled={busy}>
              {t("partners.stores.settings.save")}
            </Button>
          </div>
        </form>
      </div>
    </>
  );
}
