import type { Database } from "@sobremesa/db";
import { schema } from "@sobremesa/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { type AuditWrite, writeAudit } from "./partners-repository.ts";
import { SetupWriteRefused, type Tx } from "./setup-repository.ts";

const { menuItems, menuSections, places } = schema;

const sectionColumns = {
  id: menuSections.id,
  nameEs: menuSections.nameEs,
  nameEn: menuSections.nameEn,
  position: menuSections.position,
  version: menuSections.version,
};
const itemColumns = {
  id: menuItems.id,
  sectionId: menuItems.sectionId,
  nameEs: menuItems.nameEs,
  nameEn: menuItems.nameEn,
  descriptionEs: menuItems.descriptionEs,
  descriptionEn: menuItems.descriptionEn,
  price: menuItems.price,
  dietaryTags: menuItems.dietaryTags,
  position: menuItems.position,
  version: menuItems.version,
};

export type MenuSectionRow = { id: number; nameEs: string; nameEn: string; position: number; version: number };
export type MenuItemRow = {
  id: number;
  sectionId: number;
  nameEs: string;
  nameEn: string;
  descriptionEs: string;
  descriptionEn: string;
  price: number;
  dietaryTags: string[];
  position: number;
  version: number;
};
export type MenuItemWrite = Omit<MenuItemRow, "id" | "position" | "version">;

function menuQueries(db: Database | Tx, placeId: number) {
  return {
    async currency(): Promise<string> {
      const [place] = await db.select({ currency: places.currency }).from(places).where(eq(places.id, placeId));
      return place?.currency ?? "MXN";
    },
    sections: (): Promise<MenuSectionRow[]> =>
      db
        .select(sectionColumns)
        .from(menuSections)
        .where(eq(menuSections.placeId, placeId))
        .orderBy(asc(menuSections.position), asc(menuSections.id)),
    items: (): Promise<MenuItemRow[]> =>
      db
        .select(itemColumns)
        .from(menuItems)
        .where(eq(menuItems.placeId, placeId))
        .orderBy(asc(menuItems.sectionId), asc(menuItems.position), asc(menuItems.id)),
  };
}

/**
 * Storage of a venue's menu for the partner console. A change locks the place's sections first, so
 * two edits of one menu take turns (positions stay a clean sequence), and writes its audit line in
 * the same transaction; a row edited from an older version is refused as stale.
 */
export function createMenuRepository(db: Database) {
  return {
    read: (placeId: number) => menuQueries(db, placeId),

    change<T>(placeId: number, fn: (tx: MenuTx) => Promise<{ result: T; audit: AuditWrite }>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: menuSections.id })
          .from(menuSections)
          .where(eq(menuSections.placeId, placeId))
          .for("update");
        const { result, audit } = await fn(menuTx(tx, placeId));
        await writeAudit(tx, audit);
        return result;
      });
    },
  };
}

function menuTx(tx: Tx, placeId: number) {
  const refusal = async (table: typeof menuSections | typeof menuItems, id: number) => {
    const [found] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.placeId, placeId)));
    return new SetupWriteRefused(found ? "stale" : "not-found");
  };

  return {
    ...menuQueries(tx, placeId),

    async insertSection(row: { nameEs: string; nameEn: string }): Promise<MenuSectionRow> {
      const [next] = await tx
        .select({ position: sql<number>`coalesce(max(${menuSections.position}) + 1, 0)::int` })
        .from(menuSections)
        .where(eq(menuSections.placeId, placeId));
      const [created] = await tx
        .insert(menuSections)
        .values({ ...row, placeId, position: next?.position ?? 0 })
        .returning(sectionColumns);
      if (!created) throw new Error("the section insert returned no row");
      return created;
    },

    async updateSection(id: number, version: number, row: { nameEs: string; nameEn: string }) {
      const [updated] = await tx
        .update(menuSections)
        .set({ ...row, version: sql`${menuSections.version} + 1` })
        .where(and(eq(menuSections.id, id), eq(menuSections.placeId, placeId), eq(menuSections.version, version)))
        .returning(sectionColumns);
      if (!updated) throw await refusal(menuSections, id);
      return updated;
    },

    /** Deletes a section and its items (they go with it). */
    async deleteSection(id: number, version: number): Promise<void> {
      const deleted = await tx
        .delete(menuSections)
        .where(and(eq(menuSections.id, id), eq(menuSections.placeId, placeId), eq(menuSections.version, version)))
        .returning({ id: menuSections.id });
      if (deleted.length === 0) throw await refusal(menuSections, id);
    },

    async orderSections(ids: number[]): Promise<void> {
      for (const [position, id] of ids.entries())
        await tx
          .update(menuSections)
          .set({ position, version: sql`${menuSections.version} + 1` })
          .where(and(eq(menuSections.id, id), eq(menuSections.placeId, placeId)));
    },

    async insertItem(row: MenuItemWrite): Promise<MenuItemRow> {
      const [next] = await tx
        .select({ position: sql<number>`coalesce(max(${menuItems.position}) + 1, 0)::int` })
        .from(menuItems)
        .where(and(eq(menuItems.sectionId, row.sectionId), eq(menuItems.placeId, placeId)));
      const [created] = await tx
        .insert(menuItems)
        .values({ ...row, placeId, position: next?.position ?? 0 })
        .returning(itemColumns);
      if (!created) throw new Error("the item insert returned no row");
      return created;
    },

    /** Changes an item; moved to another section, it goes to that section's end. */
    async updateItem(id: number, version: number, row: MenuItemWrite, position: number): Promise<MenuItemRow> {
      const [updated] = await tx
        .update(menuItems)
        .set({ ...row, position, version: sql`${menuItems.version} + 1` })
        .where(and(eq(menuItems.id, id), eq(menuItems.placeId, placeId), eq(menuItems.version, version)))
        .returning(itemColumns);
      if (!updated) throw await refusal(menuItems, id);
      return updated;
    },

    async deleteItem(id: number, version: number): Promise<void> {
      const deleted = await tx
        .delete(menuItems)
        .where(and(eq(menuItems.id, id), eq(menuItems.placeId, placeId), eq(menuItems.version, version)))
        .returning({ id: menuItems.id });
      if (deleted.length === 0) throw await refusal(menuItems, id);
    },

    async orderItems(ids: number[]): Promise<void> {
      for (const [position, id] of ids.entries())
        await tx
          .update(menuItems)
          .set({ position, version: sql`${menuItems.version} + 1` })
          .where(and(eq(menuItems.id, id), eq(menuItems.placeId, placeId)));
    },
  };
}

export type MenuTx = ReturnType<typeof menuTx>;
export type MenuRepository = ReturnType<typeof createMenuRepository>;
