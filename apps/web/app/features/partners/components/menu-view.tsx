import { ApiError, formatMoney, type PartnerMenuItem, type PartnerMenuSection } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { MenuData } from "../floor-data";
import { menuApi } from "../menu-api";
import { isStale } from "../setup-format";
import { useChange } from "../use-change";
import { ItemForm, SectionForm } from "./menu-forms";
import { VenueNav } from "./venue-nav";

type Editing =
  | { kind: "section"; section: PartnerMenuSection }
  | { kind: "item"; item: PartnerMenuItem }
  | { kind: "new-item"; sectionId: number }
  | null;

/** Up and down buttons for one row of an ordered list (keyboards reorder with them too). */
function MoveButtons({
  name,
  first,
  last,
  disabled,
  move,
}: {
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  move: (direction: "up" | "down") => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="ghost"
        disabled={disabled || first}
        aria-label={t("partners.floor.moveUpOf", { name })}
        onClick={() => move("up")}
      >
        ↑
      </Button>
      <Button
        variant="ghost"
        disabled={disabled || last}
        aria-label={t("partners.floor.moveDownOf", { name })}
        onClick={() => move("down")}
      >
        ↓
      </Button>
    </>
  );
}

/**
 * The venue's menu: sections in order with their dishes, prices in the venue's currency. Owners and
 * managers add, edit, reorder and remove; hosts read it. Diners see changes on the place's pages.
 */
export function MenuView({ data }: { data: MenuData }) {
  const { t } = useTranslation();
  const { venue, language, menu } = data;
  const canChange = venue.role !== "host";
  const api = useMemo(() => menuApi(language, venue.id), [language, venue.id]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const failure = (error: unknown) => {
    if (isStale(error)) void revalidator.revalidate();
    return error instanceof ApiError ? error.message : t("partners.errors.generic");
  };
  const saved = async (text: string) => {
    setEditing(null);
    setNotice(text);
    await revalidator.revalidate();
  };
  const action = useChange({ failure });
  const act = (send: () => Promise<unknown>, text: string) => {
    setNotice(null);
    void action.run(send, () => saved(text));
  };
  const formProps = { api, onSaved: saved, failure, onCancel: () => setEditing(null) };
  const money = (amount: number) => formatMoney(amount, menu.currency, language);

  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.menu.title")}</h1>
        <p className="mt-1 text-neutral-700">{t(canChange ? "partners.menu.intro" : "partners.menu.readOnly")}</p>
        <div aria-live="polite" className="mt-3 min-h-6">
          {action.formError ? (
            <p role="alert" className="font-semibold text-accent-700">
              {action.formError}
            </p>
          ) : (
            notice && (
              <p role="status" className="font-semibold text-brand-800">
                {notice}
              </p>
            )
          )}
        </div>

        {menu.sections.length === 0 && <p className="mt-2 text-neutral-700">{t("partners.menu.empty")}</p>}
        <div className="mt-2 grid gap-6">
          {menu.sections.map((section, sectionIndex) => (
            <section
              key={section.id}
              aria-labelledby={`menu-section-${section.id}`}
              className="rounded-md border border-neutral-200 bg-white p-4"
              data-testid="menu-section"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 id={`menu-section-${section.id}`} className="min-w-0 flex-1 text-lg font-bold text-neutral-900">
                  {section.nameEs} <span className="font-normal text-neutral-600">({section.nameEn})</span>
                </h2>
                {canChange && (
                  <div className="flex flex-wrap gap-1">
                    <MoveButtons
                      name={section.nameEs}
                      first={sectionIndex === 0}
                      last={sectionIndex === menu.sections.length - 1}
                      disabled={action.pending}
                      move={(direction) => act(() => api.moveSection(section.id, direction), t("partners.floor.moved"))}
                    />
                    <Button
                      variant="secondary"
                      aria-label={t("partners.floor.editOf", { name: section.nameEs })}
                      onClick={() => setEditing({ kind: "section", section })}
                    >
                      {t("partners.floor.edit")}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={action.pending}
                      aria-label={t("partners.floor.removeOf", { name: section.nameEs })}
                      onClick={() =>
                        act(
                          () => api.deleteSection(section.id, section.version),
                          t("partners.floor.removed", { name: section.nameEs }),
                        )
                      }
                    >
                      {t("partners.floor.remove")}
                    </Button>
                  </div>
                )}
              </div>
              {editing?.kind === "section" && editing.section.id === section.id && (
                <div className="mt-3">
                  <SectionForm section={section} {...formProps} />
                </div>
              )}
              {section.items.length === 0 ? (
                <p className="mt-2 text-neutral-700">{t("partners.menu.noItems")}</p>
              ) : (
                <ul className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200">
                  {section.items.map((item, index) => (
                    <li key={item.id} className="p-3" data-testid="menu-item">
                      <div className="flex flex-wrap items-center gap-2">
                        <div className="min-w-0 flex-1">
                          <p className="font-semibold text-neutral-900">
                            {item.nameEs} · {money(item.price)}
                          </p>
                          <p className="text-sm text-neutral-700">
                            {item.nameEn}
                            {item.dietaryTags.length > 0 &&
                              ` · ${item.dietaryTags.map((tag) => t(`place.dietary.${tag}`)).join(", ")}`}
                          </p>
                        </div>
                        {canChange && (
                          <div className="flex flex-wrap gap-1">
                            <MoveButtons
                              name={item.nameEs}
                              first={index === 0}
                              last={index === section.items.length - 1}
                              disabled={action.pending}
                              move={(direction) =>
                                act(() => api.moveItem(item.id, direction), t("partners.floor.moved"))
                              }
                            />
                            <Button
                              variant="secondary"
                              aria-label={t("partners.floor.editOf", { name: item.nameEs })}
                              onClick={() => setEditing({ kind: "item", item })}
                            >
                              {t("partners.floor.edit")}
                            </Button>
                            <Button
                              variant="ghost"
                              disabled={action.pending}
                              aria-label={t("partners.floor.removeOf", { name: item.nameEs })}
                              onClick={() =>
                                act(
                                  () => api.deleteItem(item.id, item.version),
                                  t("partners.floor.removed", { name: item.nameEs }),
                                )
                              }
                            >
                              {t("partners.floor.remove")}
                            </Button>
                          </div>
                        )}
                      </div>
                      {editing?.kind === "item" && editing.item.id === item.id && (
                        <div className="mt-3">
                          <ItemForm
                            item={item}
                            sections={menu.sections}
                            sectionId={section.id}
                            currency={menu.currency}
                            {...formProps}
                          />
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {canChange &&
                (editing?.kind === "new-item" && editing.sectionId === section.id ? (
                  <div className="mt-3">
                    <ItemForm
                      item={null}
                      sections={menu.sections}
                      sectionId={section.id}
                      currency={menu.currency}
                      {...formProps}
                    />
                  </div>
                ) : (
                  <Button
                    variant="secondary"
                    className="mt-3"
                    aria-label={t("partners.menu.addItemTo", { name: section.nameEs })}
                    onClick={() => setEditing({ kind: "new-item", sectionId: section.id })}
                  >
                    {t("partners.menu.addItem")}
                  </Button>
                ))}
            </section>
          ))}
          {canChange && (
            <div className="rounded-md border border-neutral-200 bg-white p-4">
              <SectionForm key={`new-${menu.sections.length}`} section={null} {...formProps} onCancel={undefined} />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
