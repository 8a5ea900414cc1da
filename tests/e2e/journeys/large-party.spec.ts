import type { APIRequestContext } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's managers (packages/db/src/seed/partners.ts): the single venue's, and the chain's. */
const DEMO_PASSWORD = "sobremesa-socios-demo";
const managers = { es: "gerente@local.demo.sobremesa.mx", en: "gerente@cadena.demo.sobremesa.mx" } as const;
const consoleHome = { es: "/socios/", en: "/en/partners/" } as const;
const reservePath = (language: "es" | "en", slug: string) =>
  language === "es" ? `/lugar/${slug}/reservar/` : `/en/place/${slug}/reserve/`;
const dayBookPath = (language: "es" | "en", venueId: number) =>
  language === "es" ? `/socios/lugar/${venueId}/agenda/` : `/en/partners/venue/${venueId}/day-book/`;

let counter = 0;
const uniqueIp = () => `10.79.${process.pid % 250}.${++counter % 250}`;

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** The newest dev-outbox message to an address matching a pattern, waiting for it. */
async function newestMessage(request: APIRequestContext, to: string, matching: RegExp) {
  let found: { subject: string | null; body: string } | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/__dev/outbox.json?to=${encodeURIComponent(to)}`);
      const { data } = (await answer.json()) as { data: { subject: string | null; body: string }[] };
      found = data.find((message) => matching.test(`${message.subject ?? ""}\n${message.body}`));
      return found ? "found" : "waiting";
    })
    .toBe("found");
  return found!;
}

interface Day {
  today: string;
  lastDate: string;
  maxPartySize: number;
  cancelUntilHours: number;
  depositPerGuest: number | null;
  slots: { time: string }[];
}

function addDays(date: string, days: number): string {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

for (const language of ["es", "en"] as const) {
  test(`a diner asks for a table for more than its online limit, and the manager accepts it with tables (${language})`, async ({
    page,
    request,
    baseURL,
    checkAccessibility,
  }) => {
    test.setTimeout(120_000);
    const t = catalogues[language];
    const origin = baseURL ?? "";
    const api = { origin, "x-forwarded-for": uniqueIp() };

    // The manager's venue.
    const signedIn = await request.post("/rsv/registeredCustomer/login?requestFrom=WEBSITE", {
      headers: api,
      data: { email: managers[language], password: DEMO_PASSWORD },
    });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const [venue] = (
      (await (await request.get(`/partners/venues?lang=${language}`)).json()) as {
        data: { id: number; slug: string }[];
      }
    ).data;
    expect(venue).toBeTruthy();
    const dayOf = async (date: string) =>
      (
        (await (
          await request.get(`/rsv/places/${venue!.slug}/availability`, {
            params: { requestFrom: "WEBSITE", date, party: 2, lang: language },
          })
        ).json()) as { data: Day }
      ).data;
    const first = await dayOf(new Date().toISOString().slice(0, 10));
    // Two above what the venue books online, so it is a request; the venue's policy is left alone
    // (other journeys book at these venues at the same time).
    const limit = first.maxPartySize;
    const party = limit + 2;
    // A day ahead with seating times (each run asks on another day).
    let date = "";
    for (let offset = 5 + Math.floor(Math.random() * 15); offset < 40; offset++) {
      date = addDays(first.today, offset);
      if (date > first.lastDate) throw new Error(`no day with seating times at ${venue!.slug}`);
      if ((await dayOf(date)).slots.length > 0) break;
    }

    // The diner: the picker ends with "More than N people", which turns the page into a request.
    const email = `grupo.${language}.${Date.now().toString(36)}.${process.pid}@example.com`;
    const name = `Rosa Grupos ${Date.now().toString(36)}`;
    await page.goto(`${reservePath(language, venue!.slug)}?date=${date}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: fill(t.booking.picker.moreThan, { count: limit }), exact: true }).click();
    const form = t.booking.largeParty;
    await expect(page.getByRole("heading", { name: form.title })).toBeVisible();
    await page.getByLabel(form.party, { exact: true }).selectOption(String(party));
    await expect(page.getByLabel(form.date, { exact: true })).toHaveValue(date);
    const time = page.getByLabel(form.time, { exact: true });
    await expect(time.locator("option")).not.toHaveCount(1);
    const chosen = await time.locator("option").nth(1).getAttribute("value");
    await time.selectOption(chosen!);
    await page.getByLabel(form.name, { exact: true }).fill(name);
    await page.getByLabel(form.email, { exact: true }).fill(email);
    // A Mexican phone, whichever country the venue is in.
    await page.getByLabel(form.countryCode, { exact: true }).selectOption("+52");
    await page.getByLabel(form.phone, { exact: true }).fill("55 1234 5678");
    await page.getByLabel(form.message).fill(language === "es" ? "Cumpleaños de la abuela" : "Grandma's birthday");
    await checkAccessibility();
    await page.getByRole("button", { name: form.submit, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: form.sent })).toBeVisible();
    await checkAccessibility();
    await newestMessage(request, email, language === "es" ? /Solicitud enviada/ : /Request sent/);

    // The manager signs in to the console and accepts it on the day book with tables of one zone.
    await page.goto(consoleHome[language]);
    await expect(page).toHaveURL(/login=1/);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(managers[language]);
    await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${consoleHome[language]}$`));
    await page.goto(dayBookPath(language, venue!.id));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("large-party-badge")).toBeVisible();
    const list = (await (
      await page.request.get(`/partners/venues/${venue!.id}/large-party-requests?lang=${language}`)
    ).json()) as {
      requests: { id: string; name: string; freeTableIds: number[] }[];
      tables: { id: number; label: string; zoneId: number; zoneName: string; maxCovers: number }[];
    };
    const mine = list.requests.find((candidate) => candidate.name === name)!;
    expect(mine).toBeTruthy();
    const free = list.tables.filter((table) => mine.freeTableIds.includes(table.id));
    const zones = [...new Set(free.map((table) => table.zoneId))];
    const seats = (zone: number) =>
      free.filter((table) => table.zoneId === zone).reduce((sum, table) => sum + table.maxCovers, 0);
    const zone = zones.sort((a, b) => seats(b) - seats(a))[0];
    const picked: typeof free = [];
    for (const table of free.filter((candidate) => candidate.zoneId === zone).sort((a, b) => b.maxCovers - a.maxCovers))
      if (picked.reduce((sum, other) => sum + other.maxCovers, 0) < party) picked.push(table);

    const card = page.locator(`[data-request="${mine.id}"]`);
    await card.getByRole("button", { name: t.partners.dayBook.largeParty.accept, exact: true }).click();
    const answer = page.getByRole("dialog");
    await expect(answer).toBeVisible();
    const words = t.partners.dayBook.largeParty;
    for (const table of picked)
      await answer
        .getByRole("checkbox", {
          name: fill(words.table, { label: table.label, zone: table.zoneName, max: table.maxCovers }),
          exact: true,
        })
        .check();
    await checkAccessibility();
    await answer.getByRole("button", { name: words.accept, exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: fill(words.accepted, { name, code: "" }).slice(0, 20) }),
    ).toBeVisible();
    await expect(card).toHaveCount(0);

    // The diner is told in their language, with the booking's manage link.
    const accepted = await newestMessage(request, email, language === "es" ? /aceptó tu solicitud/ : /accepted your/);
    expect(accepted.body).toMatch(
      language === "es" ? /\/lugar\/reservacion\/.+token=/ : /\/en\/place\/reservation\/.+token=/,
    );
  });
}
