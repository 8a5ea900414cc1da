import type { APIRequestContext } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const copy = {
  es: {
    t: es,
    buy: (slug: string) => `/plan-que-hacer/${slug}/comprar/`,
    reserve: (slug: string) => `/lugar/${slug}/reservar/`,
  },
  en: {
    t: en,
    buy: (slug: string) => `/en/thing-to-do/${slug}/buy/`,
    reserve: (slug: string) => `/en/place/${slug}/reserve/`,
  },
} as const;

/** A thing to do with sessions on more than one day: each option must say which day it is. */
async function experienceOverSeveralDays(request: APIRequestContext): Promise<string> {
  const list = await request.get("/api/experiences", { params: { country: "mx", lang: "es" } });
  for (const { slug } of ((await list.json()) as { data: { slug: string }[] }).data) {
    const answer = await request.get(`/api/experiences/${slug}`, { params: { lang: "es" } });
    const { sessions } = ((await answer.json()) as { data: { sessions: { local_date: string }[] } }).data;
    if (new Set(sessions.map((session) => session.local_date)).size > 1) return slug;
  }
  throw new Error("no thing to do with sessions on several days");
}

for (const language of ["es", "en"] as const) {
  const { t } = copy[language];

  test(`each session option names its day, time and availability (${language})`, async ({
    navigate,
    page,
    request,
  }) => {
    await navigate(copy[language].buy(await experienceOverSeveralDays(request)));
    const group = page.getByRole("group", { name: t.experiences.detail.chooseSession });
    await expect(group.getByRole("radio").first()).toBeAttached();
    // The day headings, as the page writes them (capitalised by CSS only).
    const days = (await group.locator("p").allTextContents()).map((day) => day.trim());
    expect(days.length).toBeGreaterThan(1);
    const states = [
      ...Object.values(t.experiences.detail.states),
      t.experiences.detail.seatsLeft_one,
      t.experiences.detail.seatsLeft_other,
    ].map((state) => new RegExp(`${state.replace("{{count}}", "\\d+")}$`));
    const names = (await group.ariaSnapshot())
      .split("\n")
      .filter((line) => line.trim().startsWith("- radio "))
      .map((line) => /- radio "([^"]+)"/.exec(line)?.[1] ?? line);
    expect(names.length).toBeGreaterThan(1);
    for (const name of names) {
      expect(
        days.some((day) => name.startsWith(`${day}, `)),
        name,
      ).toBe(true);
      expect(name, "a time").toMatch(/\d{1,2}:\d{2}/);
      expect(
        states.some((state) => state.test(name)),
        name,
      ).toBe(true);
    }
    // Two sessions at the same time on different days no longer share a name.
    expect(new Set(names).size).toBe(names.length);
  });

  test(`the booking note's label reads as words (${language})`, async ({ navigate, page, request }) => {
    const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
    const slug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)?.[1];
    expect(slug).toBeTruthy();
    await navigate(copy[language].reserve(slug!));
    const note = page.getByRole("textbox", { name: t.booking.reserve.note, exact: true });
    await expect(note).toBeVisible();
    expect(t.booking.reserve.note).toMatch(/\w \((opcional|optional)\)$/);
  });
}
