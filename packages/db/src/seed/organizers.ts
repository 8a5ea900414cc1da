import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../client.ts";
import { accounts, countries, experiences, organizerStaff, organizers, users } from "../schema/index.ts";
import { DEMO_PARTNER_PASSWORD, demoPasswordHash, recordId } from "./partners.ts";

/**
 * Demo organizers of things to do: one per country, owning the seeded experiences of that country
 * (any experience without an organizer), so the partner console has something to run. Their staff
 * accounts (an owner, a manager and door staff of the Mexican one) are seeded outside production only.
 */
export const DEMO_ORGANIZERS = [
  { slug: "experiencias-sobremesa-mx", name: "Experiencias Sobremesa México", country: "mx" },
  { slug: "experiencias-sobremesa-co", name: "Experiencias Sobremesa Colombia", country: "co" },
  { slug: "experiencias-sobremesa-cr", name: "Experiencias Sobremesa Costa Rica", country: "cr" },
] as const;

const organizerPeople = [
  { email: "duena@experiencias.demo.sobremesa.mx", firstName: "Olivia", lastName: "Organizadora", role: "owner" },
  { email: "gerente@experiencias.demo.sobremesa.mx", firstName: "Gabriel", lastName: "Gestor", role: "manager" },
  { email: "taquilla@experiencias.demo.sobremesa.mx", firstName: "Tomás", lastName: "Taquilla", role: "door" },
] as const;

export const DEMO_ORGANIZER_EMAILS = organizerPeople.map((person) => person.email);

/** Creates the demo organizers (once) and gives each country's unowned experiences to its organizer. */
export async function seedOrganizers(
  db: Database,
  options: { demoAccounts?: boolean | undefined; log?: (line: string) => void } = {},
): Promise<void> {
  const countryRows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(
      inArray(
        countries.code,
        DEMO_ORGANIZERS.map((organizer) => organizer.country),
      ),
    );
  const countryId = new Map(countryRows.map((row) => [row.code, row.id]));
  let given = 0;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_ORGANIZERS) {
      const country = countryId.get(demo.country);
      if (country === undefined) continue;
      await tx
        .insert(organizers)
        .values({ slug: demo.slug, name: demo.name, countryId: country })
        .onConflictDoNothing({ target: organizers.slug });
      const [organizer] = await tx.select({ id: organizers.id }).from(organizers).where(eq(organizers.slug, demo.slug));
      if (!organizer) continue;
      const owned = await tx
        .update(experiences)
        .set({ organizerId: organizer.id })
        .where(and(isNull(experiences.organizerId), eq(experiences.countryId, country)))
        .returning({ id: experiences.id });
      given += owned.length;
    }
  });
  if (given > 0) options.log?.(`demo seed: ${given} things to do given to the demo organizers`);
  if (options.demoAccounts) await seedOrganizerStaff(db, options.log);
}

async function seedOrganizerStaff(db: Database, log?: (line: string) => void): Promise<void> {
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_ORGANIZER_EMAILS));
  if (existing.length > 0) return;
  const [organizer] = await db
    .select({ id: organizers.id })
    .from(organizers)
    .where(eq(organizers.slug, DEMO_ORGANIZERS[0].slug));
  if (!organizer) return;
  const hash = await demoPasswordHash(DEMO_PARTNER_PASSWORD);
  await db.transaction(async (tx) => {
    for (const person of organizerPeople) {
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
      await tx
        .insert(organizerStaff)
        .values({ organizerId: organizer.id, userId: id, role: person.role })
        .onConflictDoNothing();
    }
  });
  log?.(`demo seed: organizer staff for ${DEMO_ORGANIZERS[0].name}`);
}
