import { menuDietaryTags, type PartnerMenuItem, type PartnerMenuSection } from "@sobremesa/contracts";
import { type FormEvent, useId, useState } from "react";
import { Field, Input, Select, Textarea } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { MenuApi } from "../menu-api";
import { minorUnitsOf, typedAmountOf } from "../setup-format";
import { useChange } from "../use-change";
import { FormFooter } from "./form-footer";

interface FormProps {
  api: MenuApi;
  onSaved: (text: string) => Promise<void>;
  onCancel?: (() => void) | undefined;
  failure: (error: unknown) => string;
}

/** A menu section's names: a new section at the end, or one renamed from its version. */
export function SectionForm({ section, ...props }: FormProps & { section: PartnerMenuSection | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [nameEs, setNameEs] = useState(section?.nameEs ?? "");
  const [nameEn, setNameEn] = useState(section?.nameEn ?? "");
  const change = useChange(props);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change.run(
      () =>
        section
          ? props.api.updateSection(section.id, { nameEs, nameEn, version: section.version })
          : props.api.createSection({ nameEs, nameEn }),
      () => props.onSaved(t("partners.menu.sectionSaved", { name: nameEs })),
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900 sm:col-span-2">
        {section ? t("partners.menu.editSectionOf", { name: section.nameEs }) : t("partners.menu.addSection")}
      </h3>
      <Field label={t("partners.menu.nameEs")} error={change.errors.nameEs} required>
        <Input name="nameEs" value={nameEs} maxLength={80} onValue={setNameEs} />
      </Field>
      <Field label={t("partners.menu.nameEn")} error={change.errors.nameEn} required>
        <Input name="nameEn" value={nameEn} maxLength={80} onValue={setNameEn} />
      </Field>
      <FormFooter
        pending={change.pending}
        formError={change.formError}
        submit={section ? t("partners.floor.save") : t("partners.menu.addSectionSubmit")}
        onCancel={props.onCancel}
      />
    </form>
  );
}

/** A dish: names and descriptions in both languages, its price in the venue's currency, dietary tags. */
export function ItemForm({
  item,
  sections,
  sectionId,
  currency,
  ...props
}: FormProps & {
  item: PartnerMenuItem | null;
  sections: PartnerMenuSection[];
  sectionId: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [section, setSection] = useState(String(item?.sectionId ?? sectionId));
  const [nameEs, setNameEs] = useState(item?.nameEs ?? "");
  const [nameEn, setNameEn] = useState(item?.nameEn ?? "");
  const [descriptionEs, setDescriptionEs] = useState(item?.descriptionEs ?? "");
  const [descriptionEn, setDescriptionEn] = useState(item?.descriptionEn ?? "");
  const [price, setPrice] = useState(item ? typedAmountOf(item.price) : "");
  const [tags, setTags] = useState<string[]>(item?.dietaryTags ?? []);
  const change = useChange(props);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      sectionId: Number(section),
      nameEs,
      nameEn,
      descriptionEs,
      descriptionEn,
      price: minorUnitsOf(price),
      dietaryTags: menuDietaryTags.filter((tag) => tags.includes(tag)),
    };
    void change.run(
      () => (item ? props.api.updateItem(item.id, { ...fields, version: item.version }) : props.api.createItem(fields)),
      () => props.onSaved(t("partners.menu.itemSaved", { name: nameEs })),
    );
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-4 sm:grid-cols-2">
      <h3 id={`${id}-title`} className="font-semibold text-neutral-900 sm:col-span-2">
        {item ? t("partners.menu.editItemOf", { name: item.nameEs }) : t("partners.menu.addItem")}
      </h3>
      <Field label={t("partners.menu.section")} error={change.errors.sectionId} required className="sm:col-span-2">
        <Select name="sectionId" value={section} onValue={setSection}>
          {sections.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.nameEs}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t("partners.menu.nameEs")} error={change.errors.nameEs} required>
        <Input name="nameEs" value={nameEs} maxLength={120} onValue={setNameEs} />
      </Field>
      <Field label={t("partners.menu.nameEn")} error={change.errors.nameEn} required>
        <Input name="nameEn" value={nameEn} maxLength={120} onValue={setNameEn} />
      </Field>
      <Field label={t("partners.menu.descriptionEs")} error={change.errors.descriptionEs}>
        <Textarea name="descriptionEs" value={descriptionEs} maxLength={500} rows={2} onValue={setDescriptionEs} />
      </Field>
      <Field label={t("partners.menu.descriptionEn")} error={change.errors.descriptionEn}>
        <Textarea name="descriptionEn" value={descriptionEn} maxLength={500} rows={2} onValue={setDescriptionEn} />
      </Field>
      <Field
        label={t("partners.menu.price", { currency })}
        hint={t("partners.menu.priceHint")}
        error={change.errors.price}
        required
      >
        <Input inputMode="decimal" name="price" value={price} onValue={setPrice} />
      </Field>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-neutral-900">{t("partners.menu.tags")}</legend>
        <div className="mt-1.5 flex flex-wrap gap-x-4">
          {menuDietaryTags.map((tag) => (
            <label key={tag} className="flex min-h-11 items-center gap-2 text-sm text-neutral-900">
              <input
                type="checkbox"
                name="dietaryTags"
                value={tag}
                checked={tags.includes(tag)}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setTags((current) => (checked ? [...current, tag] : current.filter((other) => other !== tag)));
                }}
                className="size-4 accent-brand-600"
              />
              {t(`place.dietary.${tag}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormFooter
        pending={change.pending}
        formError={change.formError}
        submit={item ? t("partners.floor.save") : t("partners.menu.addItemSubmit")}
        onCancel={props.onCancel}
      />
    </form>
  );
}
