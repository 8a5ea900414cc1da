import type { TestDatabase } from "@sobremesa/db/testing";

/** A day some days ahead, as YYYY-MM-DD (sessions must start in the future). */
export const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A thing to do of the tests: in any seeded city, with a general and a child ticket and one session. */
export async function insertExperience(
  database: TestDatabase,
  options: {
    slug: string;
    capacity?: number;
    reserved?: number;
    startsInHours?: number;
    perOrderLimit?: number;
    memberDiscount?: number | null;
  },
) {
  const [city] = await database.handle.query<{ id: number; state_id: number; country_id: number }>(
    "select id, state_id, country_id from cities where country_id = 142 order by id limit 1",
  );
  if (!city) throw new Error("no seeded city");
  const [experience] = await database.handle.query<{ id: number }>(
    `insert into experiences (slug, category, title_es, title_en, summary_es, summary_en, description_es, description_en,
       included_es, included_en, cancellation_es, cancellation_en, country_id, state_id, city_id, venue_name, address,
       latitude, longitude, time_zone, duration_minutes, currency, price_from_minor, member_discount_percent, check_in_key)
     values ($1, 'tasting', 'Cata de mezcal', 'Mezcal tasting', 'Seis mezcales', 'Six mezcals', 'Descripción', 'Description',
       'Seis mezcales\nBotana', 'Six mezcals\nSnacks', 'Reembolso hasta 48 horas antes', 'Refund up to 48 hours before',
       $2, $3, $4, 'La Mezcalería', 'Calle Orizaba 101', 19.42, -99.16, 'America/Mexico_City', 90, 'MXN', 30000, $5,
       'venue-key-0123456789abcdef0123456789')
     returning id`,
    [options.slug, city.country_id, city.state_id, city.id, options.memberDiscount ?? null],
  );
  const experienceId = experience!.id;
  const types = await database.handle.query<{ id: number; code: string }>(
    `insert into experience_ticket_types (experience_id, code, name_es, name_en, price_minor, sort)
     values ($1, 'general', 'General', 'General', 45000, 1), ($1, 'child', 'Niños', 'Children', 30000, 2)
     returning id, code`,
    [experienceId],
  );
  const [session] = await database.handle.query<{ id: number }>(
    `insert into experience_sessions (experience_id, starts_at, capacity, reserved, per_order_limit, sales_cutoff_minutes)
     values ($1, now() + make_interval(mins => $2), $3, $4, $5, 60) returning id`,
    [
      experienceId,
      Math.round((options.startsInHours ?? 72) * 60),
      options.capacity ?? 20,
      options.reserved ?? 0,
      options.perOrderLimit ?? 6,
    ],
  );
  return {
    experienceId,
    sessionId: session!.id,
    general: types.find((type) => type.code === "general")!.id,
    child: types.find((type) => type.code === "child")!.id,
  };
}

export async function seatsOf(
  database: TestDatabase,
  sessionId: number,
): Promise<{ reserved: number; capacity: number }> {
  const [row] = await database.handle.query<{ reserved: number; capacity: number }>(
    "select reserved, capacity from experience_sessions where id = $1",
    [sessionId],
  );
  return row!;
}
