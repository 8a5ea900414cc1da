import { consoleStockMovementReasons } from "@sobremesa/contracts";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Select } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { storeConsoleApi } from "../store-console-api";
import type { StoreStockData } from "../store-console-data";
import { failureText, type Notice, NoticeLine, StoreNav } from "./store-nav";

type Reason = (typeof consoleStockMovementReasons)[number];

/** The store's stock by variant, a movement through the ledger with its reason, and each variant's minimum. */
export function StoreStockView({ data }: { data: StoreStockData }) {
  const { t } = useTranslation();
  const id = useId();
  const { language, store, stock } = data;
  const api = useMemo(() => storeConsoleApi(language), [language]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [variant, setVariant] = useState(String(stock[0]?.variant_id ?? ""));
  const [reason, setReason] = useState<Reason>("receipt");
  const [quantity, setQuantity] = useState("");
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<{ quantity?: string; threshold?: string }>({});
  const [limitVariant, setLimitVariant] = useState(String(stock[0]?.variant_id ?? ""));
  const [limit, setLimit] = useState(String(stock[0]?.threshold ?? ""));

  const chooseLimitVariant = (value: string) => {
    setLimitVariant(value);
    setLimit(String(stock.find((line) => String(line.variant_id) === value)?.threshold ?? ""));
  };

  const saveLimit = async () => {
    const threshold = Number(limit);
    if (!/^\s*\d{1,6}\s*$/.test(limit) || threshold > 100_000) {
      setErrors({ threshold: t("partners.stores.stock.limit.invalid") });
      return;
    }
    setErrors({});
    setBusy(true);
    setNotice(null);
    try {
      const { line } = await api.threshold(store.id, Number(limitVariant), threshold);
      setNotice({
        kind: "status",
        text: t("partners.stores.stock.limit.done", { sku: line.sku, threshold: line.threshold }),
      });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ kind: "alert", text: failureText(error, t("partners.errors.generic")) });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const units = Number(quantity);
    if (!/^\s*-?\d+\s*$/.test(quantity) || units === 0) {
      setErrors({ quantity: t("partners.stores.stock.form.quantityInvalid") });
      return;
    }
    setErrors({});
    setBusy(true);
    setNotice(null);
    try {
      const { line } = await api.move(store.id, {
        variant_id: Number(variant),
        quantity: units,
        reason,
        note: note.trim() || t(`partners.stores.stock.reasons.${reason}`),
      });
      setNotice({ kind: "status", text: t("partners.stores.stock.form.done", { stock: line.stock, sku: line.sku }) });
      setQuantity("");
      setNote("");
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ kind: "alert", text: failureText(error, t("partners.errors.generic")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StoreNav store={store} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.stores.stock.title")}</h1>
        <p className="mt-2 text-neutral-700">{t("partners.stores.stock.intro")}</p>
        <NoticeLine notice={notice} />
        <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_20rem]">
          {stock.length === 0 ? (
            <p className="text-neutral-700">{t("partners.stores.stock.empty")}</p>
          ) : (
            // Focusable: on a phone the table scrolls sideways, and a keyboard must reach its columns too.
            <section
              aria-label={t("partners.stores.stock.title")}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable so arrow keys scroll it
              tabIndex={0}
              className="overflow-x-auto rounded-md border border-neutral-200 bg-white"
            >
              <table className="w-full text-left text-sm">
                <thead className="bg-neutral-50 text-neutral-700">
                  <tr>
                    <th scope="col" className="p-3">
                      {t("partners.stores.stock.product")}
                    </th>
                    <th scope="col" className="p-3">
                      {t("partners.stores.stock.sku")}
                    </th>
                    <th scope="col" className="p-3 text-right">
                      {t("partners.stores.stock.units")}
                    </th>
                    <th scope="col" className="p-3 text-right">
                      {t("partners.stores.stock.threshold")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-200">
                  {stock.map((line) => (
                    <tr key={line.variant_id} data-testid="stock-line" data-sku={line.sku}>
                      <td className="p-3 text-neutral-900">
                        {line.product} ({line.variant})
                      </td>
                      <td className="p-3 text-neutral-700">{line.sku}</td>
                      <td className="p-3 text-right font-semibold text-neutral-900" data-testid="stock-units">
                        {line.stock}
                        {line.low && (
                          <span className="ml-2 rounded-sm bg-accent-50 px-1.5 py-0.5 text-xs font-semibold text-accent-800">
                            {t("partners.stores.stock.low")}
                          </span>
                        )}
                      </td>
                      <td className="p-3 text-right text-neutral-700" data-testid="stock-threshold">
                        {line.threshold}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {stock.length > 0 && (
            <section aria-labelledby={`${id}-move`} className="h-fit rounded-md border border-neutral-200 bg-white p-4">
              <h2 id={`${id}-move`} className="text-lg font-bold text-neutral-900">
                {t("partners.stores.stock.form.title")}
              </h2>
              <form
                noValidate
                aria-labelledby={`${id}-move`}
                className="mt-3 space-y-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <Field label={t("partners.stores.stock.form.variant")} required>
                  <Select name="variant" value={variant} onValue={setVariant}>
                    {stock.map((line) => (
                      <option key={line.variant_id} value={line.variant_id}>
                        {line.product} ({line.variant}) · {line.sku}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t("partners.stores.stock.form.reason")} required>
                  <Select name="reason" value={reason} onValue={(value) => setReason(value as Reason)}>
                    {consoleStockMovementReasons.map((entry) => (
                      <option key={entry} value={entry}>
                        {t(`partners.stores.stock.reasons.${entry}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={t("partners.stores.stock.form.quantity")}
                  hint={t("partners.stores.stock.form.quantityHint")}
                  error={errors.quantity}
                  required
                >
                  <Input
                    name="quantity"
                    inputMode="numeric"
                    value={quantity}
                    onValue={setQuantity}
                    autoComplete="off"
                  />
                </Field>
                <Field label={t("partners.stores.stock.form.note")}>
                  <Input name="note" value={note} maxLength={300} onValue={setNote} autoComplete="off" />
                </Field>
                <Button type="submit" disabled={busy}>
                  {t("partners.stores.stock.form.submit")}
                </Button>
              </form>
              <h2 id={`${id}-limit`} className="mt-6 text-lg font-bold text-neutral-900">
                {t("partners.stores.stock.limit.title")}
              </h2>
              <p className="mt-1 text-sm text-neutral-700">{t("partners.stores.stock.limit.intro")}</p>
              <form
                noValidate
                aria-labelledby={`${id}-limit`}
                className="mt-3 space-y-3"
                data-testid="threshold-form"
                onSubmit={(event) => {
                  event.preventDefault();
                  void saveLimit();
                }}
              >
                <Field label={t("partners.stores.stock.form.variant")} required>
                  <Select name="limitVariant" value={limitVariant} onValue={chooseLimitVariant}>
                    {stock.map((line) => (
                      <option key={line.variant_id} value={line.variant_id}>
                        {line.product} ({line.variant}) · {line.sku}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={t("partners.stores.stock.limit.label")}
                  hint={t("partners.stores.stock.limit.hint")}
                  error={errors.threshold}
                  required
                >
                  <Input name="threshold" inputMode="numeric" value={limit} onValue={setLimit} autoComplete="off" />
                </Field>
                <Button type="submit" variant="secondary" disabled={busy}>
                  {t("partners.stores.stock.limit.submit")}
                </Button>
              </form>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
