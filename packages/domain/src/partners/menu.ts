import type {
  Language,
  MenuDietaryTag,
  MenuItemFields,
  PartnerMenuAnswer,
  PartnerMenuItem,
  PartnerMenuSection,
} from "@sobremesa/contracts";
import { ROLES_THAT } from "./access.ts";
import { reordered } from "./floor-rules.ts";
import type { MenuItemRow, MenuRepository, MenuTx } from "./menu-repository.ts";
import type { AuditWrite } from "./partners-repository.ts";
import { refuseMissing, refuseStale } from "./setup-messages.ts";
import { SetupWriteRefused } from "./setup-repository.ts";
import type { PartnerActor, PartnersDeps } from "./shared.ts";

type Entry = (fields: Omit<AuditWrite, "placeId" | "actorId">) => AuditWrite;
type Section = Omit<PartnerMenuSection, "items">;

const itemOf = (row: MenuItemRow): PartnerMenuItem => ({
  ...row,
  dietaryTags: row.dietaryTags as MenuDietaryTag[],
});

const itemWrite = (input: MenuItemFields) => ({
  sectionId: input.sectionId,
  nameEs: input.nameEs,
  nameEn: input.nameEn,
  descriptionEs: input.descriptionEs,
  descriptionEn: input.descriptionEn,
  price: input.price,
  dietaryTags: [...new Set(input.dietaryTags)],
});

/**
 * A venue's menu as its owners and managers keep it: sections and items in both languages, prices in
 * the venue's currency, dietary tags from the fixed list, reordered one step at a time. Every role
 * reads it; each change writes its audit line in its transaction. The public place pages read the
 * same rows on each request.
 */
export function menu({ authorize }: PartnersDeps, repository: MenuRepository) {
  async function changeAt<T>(
    actor: PartnerActor | null,
    placeId: number,
    language: Language,
    missing: "section" | "item",
    fn: (tx: MenuTx, entry: Entry) => Promise<{ result: T; audit: AuditWrite }>,
  ): Promise<T> {
    await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
    const entry: Entry = (fields) => ({ placeId, actorId: actor?.id ?? null, ...fields });
    try {
      return await repository.change(placeId, (tx) => fn(tx, entry));
    } catch (error) {
      if (error instanceof SetupWriteRefused) {
        if (error.reason === "stale") refuseStale(language);
        refuseMissing(missing, language);
      }
      throw error;
    }
  }

  const sectionAt = async (tx: MenuTx, sectionId: number, language: Language): Promise<Section> => {
    const section = (await tx.sections()).find((candidate) => candidate.id === sectionId);
    return section ?? refuseMissing("section", language);
  };
  const itemAt = async (tx: MenuTx, itemId: number, language: Language): Promise<PartnerMenuItem> => {
    const item = (await tx.items()).find((candidate) => candidate.id === itemId);
    return item ? itemOf(item) : refuseMissing("item", language);
  };

  return {
    async menu(actor: PartnerActor | null, placeId: number, language: Language): Promise<PartnerMenuAnswer> {
      await authorize(actor, placeId, ROLES_THAT.runTheDay, language);
      const read = repository.read(placeId);
      const [currency, sections, items] = await Promise.all([read.currency(), read.sections(), read.items()]);
      return {
        currency,
        sections: sections.map((section) => ({
          ...section,
          items: items.filter((item) => item.sectionId === section.id).map(itemOf),
        })),
      };
    },

    async createSection(
      actor: PartnerActor | null,
      placeId: number,
      input: { nameEs: string; nameEn: string },
      language: Language,
    ): Promise<Section> {
      return changeAt(actor, placeId, language, "section", async (tx, entry) => {
        const created = await tx.insertSection({ nameEs: input.nameEs, nameEn: input.nameEn });
        return {
          result: created,
          audit: entry({
            action: "menu.section.create",
            entity: "menu_sections",
            entityId: String(created.id),
            before: null,
            after: created,
          }),
        };
      });
    },

    async updateSection(
      actor: PartnerActor | null,
      placeId: number,
      sectionId: number,
      input: { nameEs: string; nameEn: string; version: number },
      language: Language,
    ): Promise<Section> {
      return changeAt(actor, placeId, language, "section", async (tx, entry) => {
        const before = await sectionAt(tx, sectionId, language);
        const after = await tx.updateSection(sectionId, input.version, { nameEs: input.nameEs, nameEn: input.nameEn });
        return {
          result: after,
          audit: entry({
            action: "menu.section.update",
            entity: "menu_sections",
            entityId: String(sectionId),
            before,
            after,
          }),
        };
      });
    },

    async moveSection(
      actor: PartnerActor | null,
      placeId: number,
      sectionId: number,
      direction: "up" | "down",
      language: Language,
    ): Promise<{ moved: true }> {
      return changeAt(actor, placeId, language, "section", async (tx, entry) => {
        await sectionAt(tx, sectionId, language);
        const before = (await tx.sections()).map((section) => section.id);
        const after = reordered(before, sectionId, direction);
        await tx.orderSections(after);
        return {
          result: { moved: true as const },
          audit: entry({
            action: "menu.section.move",
            entity: "menu_sections",
            entityId: String(sectionId),
            before: { order: before },
            after: { order: after },
          }),
        };
      });
    },

    /** Deletes a section with its items (the audit line keeps them). */
    async deleteSection(
      actor: PartnerActor | null,
      placeId: number,
      sectionId: number,
      version: number,
      language: Language,
    ): Promise<{ removed: true }> {
      return changeAt(actor, placeId, language, "section", async (tx, entry) => {
        const section = await sectionAt(tx, sectionId, language);
        if (section.version !== version) refuseStale(language);
        const items = (await tx.items()).filter((item) => item.sectionId === sectionId).map(itemOf);
        await tx.deleteSection(sectionId, version);
        return {
          result: { removed: true as const },
          audit: entry({
            action: "menu.section.delete",
            entity: "menu_sections",
            entityId: String(sectionId),
            before: { ...section, items },
            after: null,
          }),
        };
      });
    },

    async createItem(
      actor: PartnerActor | null,
      placeId: number,
      input: MenuItemFields,
      language: Language,
    ): Promise<PartnerMenuItem> {
      return changeAt(actor, placeId, language, "section", async (tx, entry) => {
        await sectionAt(tx, input.sectionId, language);
        const created = itemOf(await tx.insertItem(itemWrite(input)));
        return {
          result: created,
          audit: entry({
            action: "menu.item.create",
            entity: "menu_items",
            entityId: String(created.id),
            before: null,
            after: created,
          }),
        };
      });
    },

    async updateItem(
      actor: PartnerActor | null,
      placeId: number,
      itemId: number,
      input: MenuItemFields & { version: number },
      language: Language,
    ): Promise<PartnerMenuItem> {
      return changeAt(actor, placeId, language, "item", async (tx, entry) => {
        const before = await itemAt(tx, itemId, language);
        await sectionAt(tx, input.sectionId, language);
        const items = await tx.items();
        const position =
          before.sectionId === input.sectionId
            ? before.position
            : Math.max(-1, ...items.filter((item) => item.sectionId === input.sectionId).map((item) => item.position)) +
              1;
        const after = itemOf(await tx.updateItem(itemId, input.version, itemWrite(input), position));
        return {
          result: after,
          audit: entry({ action: "menu.item.update", entity: "menu_items", entityId: String(itemId), before, after }),
        };
      });
    },

    async moveItem(
      actor: PartnerActor | null,
      placeId: number,
      itemId: number,
      direction: "up" | "down",
      language: Language,
    ): Promise<{ moved: true }> {
      return changeAt(actor, placeId, language, "item", async (tx, entry) => {
        const item = await itemAt(tx, itemId, language);
        const before = (await tx.items())
          .filter((other) => other.sectionId === item.sectionId)
          .map((other) => other.id);
        const after = reordered(before, itemId, direction);
        await tx.orderItems(after);
        return {
          result: { moved: true as const },
          audit: entry({
            action: "menu.item.move",
            entity: "menu_items",
            entityId: String(itemId),
            before: { order: before },
            after: { order: after },
          }),
        };
      });
    },

    async deleteItem(
      actor: PartnerActor | null,
      placeId: number,
      itemId: number,
      version: number,
      language: Language,
    ): Promise<{ removed: true }> {
      return changeAt(actor, placeId, language, "item", async (tx, entry) => {
        const before = await itemAt(tx, itemId, language);
        if (before.version !== version) refuseStale(language);
        await tx.deleteItem(itemId, version);
        return {
          result: { removed: true as const },
          audit: entry({
            action: "menu.item.delete",
            entity: "menu_items",
            entityId: String(itemId),
            before,
            after: null,
          }),
        };
      });
    },
  };
}
