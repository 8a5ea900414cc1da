import { asc, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { accounts, storeStaff, stores, users } from "../schema/index.ts";
import { DEMO_PARTNER_PASSWORD, demoPasswordHash, recordId } from "./partners.ts";

/**
 * Demo people of the first store (by id) in the partner area: its owner and a store manager she
 * named, who sign in with DEMO_PARTNER_PASSWORD. Outside production only; the README lists them.
 */
const storePeople = [
  { email: "duena@tienda.demo.sobremesa.mx", firstName: "Tere", lastName: "Dueña", role: "owner" },
  { email: "gerente@tienda.demo.sobremesa.mx", firstName: "Gustavo", lastName: "Gerente", role: "store_manager" },
] as const;

export const DEMO_STORE_PARTNER_EMAILS = storePeople.map((person) => person.email);

/** Once: nothing happens when any of the addresses already has an account, or when there is no store. */
export async function seedStorePartners(db: Database, options: { log?: (line: string) => void } = {}) {
  const [store] = await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1);
  if (!store) return false;
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_STORE_PARTNER_EMAILS));
  if (existing.length > 0) return false;
  const hash = await demoPasswordHash(DEMO_PARTNER_PASSWORD);
  await db.transaction(async (tx) => {
    for (const person of storePeople) {
      const id = recordId();
      await tx.insert(users).values({
        id,
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        emailVerified: true,
        firstName: person.firstName,
        lastName: person.lastName,
        language: "es",
      });
      await tx
        .insert(accounts)
        .values({ id: recordId(), accountId: id, providerId: "credential", userId: id, password: hash });
      await tx.insert(storeStaff).values({ storeId: store.id, userId: id, role: person.role }).onConflictDoNothing();
    }
  });
  options.log?.(`demo seed: store staff for store ${store.id}`);
  return true;
}
