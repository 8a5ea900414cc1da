import { randomBytes, scrypt } from "node:crypto";
import { asc, inArray } from "drizzle-orm";
import type { Database } from "../client.ts";
import { accounts, places, users, venueStaff } from "../schema/index.ts";

/**
 * Demo staff for the partner console: three venues, the first two run as a chain of two by the
 * same people, each with an owner, a manager and a host who sign in with DEMO_PARTNER_PASSWORD.
 * Seeded outside production only (see SeedOptions.demoAccounts); the README lists the accounts.
 */
export const DEMO_PARTNER_PASSWORD = "sobremesa-socios-demo";

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
}

const chain = {
  owner: { email: "duena@cadena.demo.sobremesa.mx", firstName: "Dolores", lastName: "Dueña" },
  manager: { email: "gerente@cadena.demo.sobremesa.mx", firstName: "Gerardo", lastName: "Gerente" },
  host: { email: "anfitrion@cadena.demo.sobremesa.mx", firstName: "Ana", lastName: "Anfitriona" },
} satisfies Record<string, DemoPerson>;
const single = {
  owner: { email: "duena@local.demo.sobremesa.mx", firstName: "Lucía", lastName: "Dueña" },
  manager: { email: "gerente@local.demo.sobremesa.mx", firstName: "Mario", lastName: "Gerente" },
  host: { email: "anfitrion@local.demo.sobremesa.mx", firstName: "Hugo", lastName: "Anfitrión" },
} satisfies Record<string, DemoPerson>;

export const DEMO_PARTNER_EMAILS = [...Object.values(chain), ...Object.values(single)].map((person) => person.email);

/** The accounts domain's password format (scrypt N=16384, r=16, p=1, 64-byte key, `salt:key` in hex). */
export function demoPasswordHash(password: string): Promise<string> {
  const salt = randomBytes(16).toString("hex");
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFKC"),
      salt,
      64,
      { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 },
      (error, key) => (error ? reject(error) : resolve(`${salt}:${key.toString("hex")}`)),
    ),
  );
}

export const recordId = () => randomBytes(16).toString("hex");

/**
 * Gives the first three places (by id) their demo staff, once: nothing happens when any of the
 * demo addresses already has an account, or when there are fewer than three places.
 */
export async function seedPartners(db: Database, options: { log?: (line: string) => void } = {}): Promise<boolean> {
  const venues = await db.select({ id: places.id }).from(places).orderBy(asc(places.id)).limit(3);
  if (venues.length < 3) return false;
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_PARTNER_EMAILS));
  if (existing.length > 0) return false;
  const hash = await demoPasswordHash(DEMO_PARTNER_PASSWORD);
  const [first, second, third] = venues as [{ id: number }, { id: number }, { id: number }];
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const person of [...Object.values(chain), ...Object.values(single)]) {
      const id = recordId();
      ids.set(person.email, id);
      await tx.insert(users).values({
        id,
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        emailVerified: true,
        firstName: person.firstName,
        lastName: person.lastName,
        language: "es",
      });
      await tx.insert(accounts).values({
        id: recordId(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: hash,
      });
    }
    const staff = (placeId: number, people: typeof chain) =>
      (["owner", "manager", "host"] as const).map((role) => ({
        placeId,
        userId: ids.get(people[role].email) as string,
        role,
      }));
    await tx
      .insert(venueStaff)
      .values([...staff(first.id, chain), ...staff(second.id, chain), ...staff(third.id, single)])
      .onConflictDoNothing();
  });
  options.log?.(`demo seed: partner staff for places ${first.id}, ${second.id} (a chain) and ${third.id}`);
  return true;
}
