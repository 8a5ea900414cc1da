import { type ConsoleProductDto, type ConsoleVariantDto, formatMoney } from "@sobremesa/contracts";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Select, Textarea } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { storeConsoleApi } from "../store-console-api";
import type { StoreProductsData } from "../store-console-data";
import { ItemPhotos } from "./item-photos";
import { failureText, type Notice, NoticeLine, StoreNav } from "./store-nav";
import { minorOf } from "./store-order-view";

const EMPTY_PRODUCT = {
  category: "",
  nameEs: "",
  nameEn: "",
  descriptionEs: "",
  descriptionEn: "",
  sku: "",
  variantEs: "",
  variantEn: "",
  price: "",
  threshold: "5",
};

/** The store's products: each variant's price with its IVA, hide or show a product, and a new product. */
export function StoreProductsView({ data }: { data: StoreProductsData }) {
  const { t } = useTranslation();
  const id = useId();
  const { language, store, products, categories } = data;
  const api = useMemo(() => storeConsoleApi(language), [language]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [draft, setDraft] = useState({ ...EMPTY_PRODUCT, category: String(categories[0]?.id ?? "") });
  const [draftError, setDraftError] = useState<string | undefined>();
  const set = (field: keyof typeof EMPTY_PRODUCT) => (value: string) => setDraft((all) => ({ ...all, [field]: value }));

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ kind: "status", text: done });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setNotice({ kind: "alert", text: failureText(error, t("partners.errors.generic")) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const toggle = (product: ConsoleProductDto) =>
    act(
      () =>
        api.editProduct(store.id, product.id, {
          category_id: product.category.id,
          name_es: product.name_es,
          name_en: product.name_en,
          description_es: product.description_es,
          description_en: product.description_en,
          active: !product.active,
          version: product.version,
        }),
      t("partners.stores.products.saved"),
    );

  const create = async () => {
    const price = minorOf(draft.price);
    const threshold = Number(draft.threshold);
    const filled = [draft.category, draft.nameEs, draft.nameEn, draft.sku, draft.variantEs, draft.variantEn].every(
      (value) => value.trim(),
    );
    if (!filled || price === null || !Number.isInteger(threshold) || threshold < 0) {
      setDraftError(
        price === null ? t("partners.stores.products.priceInvalid") : t("partners.stores.products.create.required"),
      );
      return;
    }
    setDraftError(undefined);
    const name = language === "es" ? draft.nameEs.trim() : draft.nameEn.trim();
    const made = await act(
      () =>
        api.createProduct(store.id, {
          category_id: Number(draft.category),
          name_es: draft.nameEs,
          name_en: draft.nameEn,
          description_es: draft.descriptionEs,
          description_en: draft.descriptionEn,
          active: true,
          variant: {
            sku: draft.sku,
            name_es: draft.variantEs,
            name_en: draft.variantEn,
            price,
            threshold,
            active: true,
          },
        }),
      t("partners.stores.products.create.done", { name }),
    );
    if (made) setDraft({ ...EMPTY_PRODUCT, category: draft.category });
  };

  return (
    <>
      <StoreNav store={store} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.stores.products.title")}</h1>
        <p className="mt-2 text-neutral-700">{t("partners.stores.products.intro", { rate: data.taxRatePercent })}</p>
        <NoticeLine notice={notice} />
        <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_22rem]">
          {products.length === 0 ? (
            <p className="text-neutral-700">{t("partners.stores.products.empty")}</p>
          ) : (
            <ul className="h-fit divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
              {products.map((product) => {
                const name = language === "es" ? product.name_es : product.name_en;
                return (
                  <li key={product.id} className="p-4" data-testid="store-product">
                    <div className="flex flex-wrap items-center gap-3">
                      <p className="min-w-0 flex-1 font-semibold text-neutral-900">
                        {name}{" "}
                        <span className="text-sm font-normal text-neutral-600">
                          · {product.category.name} ·{" "}
                          {product.active
                            ? t("partners.stores.products.visible")
                            : t("partners.stores.products.hidden")}
                        </span>
                      </p>
                      <Button variant="secondary" disabled={busy} onClick={() => void toggle(product)}>
                        {product.active
                          ? t("partners.stores.products.hide", { name })
                          : t("partners.stores.products.show", { name })}
                      </Button>
                    </div>
                    <ul className="mt-2 space-y-2">
                      {product.variants.map((variant) => (
                        <VariantPrice
                          key={variant.id}
                          variant={variant}
                          label={`${name} (${language === "es" ? variant.name_es : variant.name_en})`}
                          busy={busy}
                          onSave={(price) =>
                            act(
                              () =>
                                api.editVariant(store.id, variant.id, {
                                  name_es: variant.name_es,
                                  name_en: variant.name_en,
                                  price,
                                  threshold: variant.threshold,
                                  active: variant.active,
                                  version: variant.version,
                                }),
                              t("partners.stores.products.saved"),
                            )
                          }
                        />
                      ))}
                    </ul>
                    <details className="mt-3">
                      <summary className="cursor-pointer font-semibold text-brand-700">
                        {t("partners.itemPhotos.summary", { name, count: product.photos.length })}
                      </summary>
                      <ItemPhotos
                        language={language}
                        base={`/stores/${store.id}/products/${product.id}`}
                        photos={product.photos}
                        testId="product-photos"
                      />
                    </details>
                  </li>
                );
              })}
            </ul>
          )}
          <section aria-labelledby={`${id}-new`} className="h-fit rounded-md border border-neutral-200 bg-white p-4">
            <h2 id={`${id}-new`} className="text-lg font-bold text-neutral-900">
              {t("partners.stores.products.create.title")}
            </h2>
            <form
              noValidate
              aria-labelledby={`${id}-new`}
              className="mt-3 space-y-3"
              onSubmit={(event) => {
                event.preventDefault();
                void create();
              }}
            >
              <Field label={t("partners.stores.products.create.category")} required>
                <Select name="category" value={draft.category} onValue={set("category")}>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t("partners.stores.products.create.nameEs")} required>
                <Input name="name_es" lang="es" maxLength={120} value={draft.nameEs} onValue={set("nameEs")} />
              </Field>
              <Field label={t("partners.stores.products.create.nameEn")} required>
                <Input name="name_en" lang="en" maxLength={120} value={draft.nameEn} onValue={set("nameEn")} />
              </Field>
              <Field label={t("partners.stores.products.create.descriptionEs")}>
                <Textarea
                  name="description_es"
                  lang="es"
                  rows={3}
                  maxLength={4000}
                  value={draft.descriptionEs}
                  onValue={set("descriptionEs")}
                />
              </Field>
              <Field label={t("partners.stores.products.create.descriptionEn")}>
                <Textarea
                  name="description_en"
                  lang="en"
                  rows={3}
                  maxLength={4000}
                  value={draft.descriptionEn}
                  onValue={set("descriptionEn")}
                />
              </Field>
              <Field label={t("partners.stores.products.create.sku")} required>
                <Input name="sku" maxLength={60} autoComplete="off" value={draft.sku} onValue={set("sku")} />
              </Field>
              <Field label={t("partners.stores.products.create.variantEs")} required>
                <Input name="variant_es" lang="es" maxLength={120} value={draft.variantEs} onValue={set("variantEs")} />
              </Field>
              <Field label={t("partners.stores.products.create.variantEn")} required>
                <Input name="variant_en" lang="en" maxLength={120} value={draft.variantEn} onValue={set("variantEn")} />
              </Field>
              <Field
                label={t("partners.stores.products.create.price", { currency: store.currency })}
                error={draftError}
                required
              >
                <Input name="price" inputMode="decimal" autoComplete="off" value={draft.price} onValue={set("price")} />
              </Field>
              <Field label={t("partners.stores.products.create.threshold")}>
                <Input name="threshold" type="number" min={0} value={draft.threshold} onValue={set("threshold")} />
              </Field>
              <Button type="submit" disabled={busy}>
                {t("partners.stores.products.create.submit")}
              </Button>
            </form>
          </section>
        </div>
      </div>
    </>
  );
}

/** A variant's price (IVA included) with the IVA it includes, edited from the version read. */
function VariantPrice({
  variant,
  label,
  busy,
  onSave,
}: {
  variant: ConsoleVariantDto;
  label: string;
  busy: boolean;
  onSave: (price: number) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [price, setPrice] = useState((variant.price.amount / 100).toFixed(2));
  const [error, setError] = useState<string | undefined>();
  return (
    <li className="rounded-sm bg-neutral-50 p-3" data-testid="store-variant" data-sku={variant.sku}>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const minor = minorOf(price);
          if (minor === null) {
            setError(t("partners.stores.products.priceInvalid"));
            return;
          }
          setError(undefined);
          void onSave(minor);
        }}
      >
        <Field
          className="min-w-40 flex-1"
          label={t("partners.stores.products.priceOf", { name: label, currency: variant.price.currency })}
          hint={`${variant.sku} · ${t("partners.stores.products.tax", {
            amount: formatMoney(variant.tax.amount, variant.tax.currency, language),
          })} · ${t("partners.stores.products.stock", { count: variant.stock })}`}
          error={error}
        >
          <Input name={`price-${variant.id}`} inputMode="decimal" autoComplete="off" value={price} onValue={setPrice} />
        </Field>
        <Button type="submit" variant="secondary" disabled={busy}>
          {t("partners.stores.products.savePrice")}
        </Button>
      </form>
    </li>
  );
}
