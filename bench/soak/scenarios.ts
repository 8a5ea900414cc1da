// The workload: each operation is one visitor's step (one request, or two for a store order), and
// the fixtures they pick from (places, sessions, variants, accounts).
import { randomUUID } from "node:crypto";
import type pg from "pg";
import { type Answer, request, siteOrigin } from "./http.ts";
import { log } from "./profiles.ts";

/** Visitors come from many addresses (the server trusts X-Forwarded-For here, as behind a load balancer). */
const visitor = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** ok: the answer the visitor wanted; refused: a business answer (slot taken, sold out); error: anything else. */
/** shed: the instance turned a discovery read away at once (503 with Retry-After) under overload. */
export type Outcome = "ok" | "refused" | "shed" | "error";
export type Operation = () => Promise<Outcome>;

const PASSWORD = "soak-bench-password-1";
const CARD = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };
const contact = (label: string) => ({
  firstName: "Bench",
  lastName: "Visitor",
  email: `${label}-${randomUUID().slice(0, 12)}@example.com`,
  countryCode: "+52",
  phone: "5512345678",
});
/** Distinct unexpected answers, shown once each on stderr: an error rate is only useful with its causes. */
const seenErrors = new Set<string>();
export function outcomeOf(answer: Answer, ok: number[], refused: number[] = []): Outcome {
  if (ok.includes(answer.status)) return "ok";
  if (refused.includes(answer.status)) return "refused";
  if (answer.status === 503 && answer.headers["retry-after"] === "1") return "shed";
  const summary = `${answer.status} ${answer.body.slice(0, 200)}`;
  const key = summary.replace(/[0-9a-f-]{36}/g, "");
  if (seenErrors.size < 20 && !seenErrors.has(key)) {
    seenErrors.add(key);
    log(`unexpected answer: ${summary}`);
  }
  return "error";
}

export interface Fixtures {
  listingPaths: string[];
  placeSlugs: string[];
  cities: { id: number; countryId: number }[];
  cuisines: number[];
  bookable: { slug: string; timezone: string; weekdays: number[]; first: number; last: number; interval: number }[];
  sessions: { slug: string; sessionId: number; ticketTypeId: number }[];
  variants: { id: number; stateId: number; country: string; shipping: string }[];
  accounts: string[];
}

export async function loadFixtures(db: pg.Pool): Promise<Fixtures> {
  const rows = async <T>(text: string) => (await db.query(text)).rows as T[];
  const listingPaths = (
    await rows<{ path: string }>(
      `select '/' || co.code || '/' || s.slug || '/' || c.slug || '/' as path
         from cities c join states s on s.id = c.state_id join countries co on co.id = s.country_id
        where exists (select 1 from places p where p.city_id = c.id) order by random() limit 200`,
    )
  ).map((row) => row.path);
  const sample = await rows<{ slug: string; city_id: number; country_id: number }>(
    "select slug, city_id, country_id from places order by random() limit 2000",
  );
  const bookable = (
    await rows<{ slug: string; timezone: string; weekdays: number[]; first: string; last: string; interval: number }>(
      `select p.slug, p.timezone, s.weekdays, s.first_seating::text as first, s.last_seating::text as last,
              s.slot_interval_minutes as interval
         from places p join reservation_shifts s on s.place_id = p.id order by random() limit 3000`,
    )
  ).map((row) => {
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
    return { ...row, first: minutes(row.first), last: minutes(row.last) };
  });
  const sessions = (
    await rows<{ slug: string; session_id: number; ticket_type_id: number }>(
      `select e.slug, s.id as session_id, t.id as ticket_type_id
         from experience_sessions s join experiences e on e.id = s.experience_id
         join experience_ticket_types t on t.experience_id = e.id and t.code = 'general'
        where s.status = 'scheduled' and s.starts_at > now() + interval '2 days' and s.reserved < s.capacity
        order by random() limit 300`,
    )
  ).map((row) => ({ slug: row.slug, sessionId: row.session_id, ticketTypeId: row.ticket_type_id }));
  const variants = (
    await rows<{ id: number; state_id: number; country: string; shipping: string }>(
      `select v.id,
              -- Mexico City for Mexico, where the address's postal code (06700) is; else the first state.
              coalesce((select s.id from states s where s.country_id = st.country_id and s.code = 'CMX'),
                       (select min(s.id) from states s where s.country_id = st.country_id)) as state_id,
              co.code as country, (select o.code from store_shipping_options o where o.store_id = st.id order by o.sort limit 1) as shipping
         from store_variants v join store_products p on p.id = v.product_id join stores st on st.id = p.store_id
         join countries co on co.id = st.country_id
        where v.stock > 0 order by random() limit 300`,
    )
  ).map((row) => ({ id: row.id, stateId: row.state_id, country: row.country, shipping: row.shipping }));
  const cuisines = (await rows<{ id: number }>("select id from cuisines order by id limit 40")).map((row) => row.id);
  return {
    listingPaths,
    placeSlugs: sample.map((row) => row.slug),
    cities: sample.map((row) => ({ id: row.city_id, countryId: row.country_id })),
    cuisines,
    bookable,
    sessions,
    variants,
    accounts: [],
  };
}

/** Accounts to sign in with: registered through the API (as people do), then marked verified. */
export async function registerAccounts(db: pg.Pool, count: number): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < count; index++) {
    const email = `soak-${process.pid}-${index}@example.com`;
    const answer = await request("POST", "/rsv/registeredCustomer/register?requestFrom=WEBSITE", {
      headers: { "x-forwarded-for": visitor() },
      json: { email, password: PASSWORD, firstName: "Bench", lastName: "Visitor" },
    });
    if (answer.status !== 200) throw new Error(`register: ${answer.status} ${answer.body}`);
    emails.push(email);
  }
  await db.query("update users set email_verified = true where email = any($1)", [emails]);
  return emails;
}

const SIGN_IN_WINDOW_MS = 15 * 60_000;
/** The server allows 10 sign-ins per account in 15 minutes; the bench stays under it rather than count 429s. */
const SIGN_INS_PER_ACCOUNT = 8;
const texts = ["cantina", "sushi", "taqueria", "Café", "mezcaleria", "trattoria", "bar", "la casona", "izakaya"];
const facetTypes = ["cuisine", "amenity", "food-type", "category", "price-range"];

export function operations(fixtures: Fixtures) {
  const cancellable: { code: string; token: string }[] = [];
  const signIns = new Map<string, number[]>();
  const localDate = (timezone: string, days: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(new Date(Date.now() + days * 86_400_000));
  const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
  const main = "lang=es&v=6.1.1";
  const get = async (path: string, ok = [200]) => outcomeOf(await request("GET", path), ok);

  const ops = {
    page_home: () => get("/"),
    page_listing: () => get(pick(fixtures.listingPaths)),
    page_place: () => get(`/lugar/${pick(fixtures.placeSlugs)}/`),
    search_listing: () => {
      const city = pick(fixtures.cities);
      const variants = [
        `city_id=${city.id}&category_id=1&sort=score`,
        `city_id=${city.id}&page=${1 + Math.floor(Math.random() * 3)}`,
        `country_id=${city.countryId}&q=${encodeURIComponent(pick(texts))}`,
        `country_id=${city.countryId}&cuisine_ids=${pick(fixtures.cuisines)}&price_ranges=2,3`,
      ];
      return get(`/api/places/search?${main}&${pick(variants)}`);
    },
    search_facets: () => {
      const city = pick(fixtures.cities);
      return get(`/api/quantity-filter-items?${main}&type=${pick(facetTypes)}&city_id=${city.id}&category_id=1`);
    },
    page_data: () => get(`/api/tools/page?${main}&path=${encodeURIComponent(pick(fixtures.listingPaths))}`),
    availability: () => {
      const place = pick(fixtures.bookable);
      const date = localDate(place.timezone, 1 + Math.floor(Math.random() * 20));
      return get(`/rsv/places/${place.slug}/availability?requestFrom=WEBSITE&date=${date}&party=2`);
    },
    book: async () => {
      const place = pick(fixtures.bookable);
      // A day the shift runs, so most refusals are real ones (table taken, pacing), not a closed day.
      let date = localDate(place.timezone, 1 + Math.floor(Math.random() * 25));
      for (let step = 1; step < 7 && !place.weekdays.includes(weekday(date)); step++)
        date = localDate(place.timezone, 1 + Math.floor(Math.random() * 25));
      const slots = Math.max(1, Math.floor((place.last - place.first) / place.interval) + 1);
      const time = clock(place.first + Math.floor(Math.random() * slots) * place.interval);
      const answer = await request("POST", "/rsv/reservations?requestFrom=WEBSITE", {
        headers: { "idempotency-key": randomUUID(), "x-forwarded-for": visitor() },
        json: { placeSlug: place.slug, date, time, party: 2, contact: contact("book") },
      });
      if (answer.status === 201) {
        const { data } = JSON.parse(answer.body) as { data: { code: string; manageToken: string } };
        cancellable.push({ code: data.code, token: data.manageToken });
        // Keep the queue small: cancels take the newest, older ones simply stay booked.
        if (cancellable.length > 1000) cancellable.splice(0, cancellable.length - 1000);
      }
      return outcomeOf(answer, [201], [409, 422]);
    },
    cancel: async () => {
      const booking = cancellable.pop();
      if (!booking) return "refused" as const;
      const answer = await request(
        "DELETE",
        `/rsv/reservations/${booking.code}?requestFrom=WEBSITE&token=${encodeURIComponent(booking.token)}`,
        { headers: { "x-forwarded-for": visitor() } },
      );
      return outcomeOf(answer, [200], [409, 422]);
    },
    sign_in: async () => {
      const now = Date.now();
      let chosen: string | undefined;
      for (const email of fixtures.accounts) {
        const recent = (signIns.get(email) ?? []).filter((at) => now - at < SIGN_IN_WINDOW_MS);
        signIns.set(email, recent);
        if (recent.length < SIGN_INS_PER_ACCOUNT && (!chosen || recent.length < signIns.get(chosen)!.length))
          chosen = email;
      }
      if (!chosen) return "refused" as const;
      signIns.get(chosen)!.push(now);
      const answer = await request("POST", "/rsv/registeredCustomer/login?requestFrom=WEBSITE", {
        headers: { "x-forwarded-for": visitor() },
        json: { email: chosen, password: PASSWORD },
      });
      return outcomeOf(answer, [200]);
    },
    ticket: async () => {
      const session = pick(fixtures.sessions);
      const answer = await request("POST", `/api/experiences/${session.slug}/orders?lang=es`, {
        headers: { "idempotency-key": randomUUID(), "x-forwarded-for": visitor() },
        json: {
          session_id: session.sessionId,
          tickets: [{ ticket_type_id: session.ticketTypeId, quantity: 1 + Math.floor(Math.random() * 2) }],
          contact: contact("ticket"),
          payment: { card: CARD },
        },
      });
      return outcomeOf(answer, [201], [409, 422]);
    },
    store_order: async () => {
      const variant = pick(fixtures.variants);
      const ip = visitor();
      const added = await request("POST", "/api/store/cart/items", {
        headers: { origin: siteOrigin, "x-forwarded-for": ip },
        json: { variant_id: variant.id, quantity: 1, lang: "es" },
      });
      if (added.status !== 200) return outcomeOf(added, [200], [409, 422]);
      const cart = [added.headers["set-cookie"] ?? []].flat().find((line) => line.startsWith("sm_cart="));
      const answer = await request("POST", "/api/store/orders", {
        headers: {
          origin: siteOrigin,
          "x-forwarded-for": ip,
          "idempotency-key": randomUUID(),
          ...(cart ? { cookie: cart.split(";")[0]! } : {}),
        },
        json: {
          contact: contact("store"),
          address: {
            country: variant.country,
            recipient: "Bench Visitor",
            line1: "Av. Álvaro Obregón 130",
            district: "Roma Norte",
            city: "Cuauhtémoc",
            state_id: variant.stateId,
            // Mexico's postal code has 5 digits, Colombia's 6 (optional), Costa Rica's 5 (optional).
            postal_code: variant.country === "co" ? "110221" : "06700",
          },
          shipping_code: variant.shipping,
          payment: { card: CARD },
          lang: "es",
        },
      });
      return outcomeOf(answer, [201], [409, 422]);
    },
  } satisfies Record<string, Operation>;
  return ops;
}
export type OperationName = keyof ReturnType<typeof operations>;
