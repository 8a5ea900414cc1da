import type { APIRequestContext, Page } from "@playwright/test";
import en from "../../../apps/web/app/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

/** A real place of the demo data: the first of Guadalajara's listing. */
async function placeSlug(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
  const slug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)?.[1];
  expect(slug).toBeTruthy();
  return slug!;
}

const catalogues = { es, en } as const;
const bookingPath = (slug: string, language: "es" | "en") =>
  language === "es" ? `/lugar/${slug}/reservar/` : `/en/place/${slug}/reserve/`;

/** Loads a page by its full path (place paths differ between the languages) and waits for hydration. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

for (const language of ["es", "en"] as const) {
  const t = catalogues[language];

  test(`the booking page's skip link goes past the date and time buttons to the contact fields (${language})`, async ({
    page,
    request,
  }) => {
    await open(page, bookingPath(await placeSlug(request), language));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: t.header.skipToContent })).toBeFocused();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: t.booking.reserve.skipToContact });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(t.booking.form.firstName, { exact: true })).toBeFocused();
  });

  test(`the focus ring of a date chip is not clipped by its scrolling strip (${language})`, async ({
    page,
    request,
  }) => {
    await open(page, bookingPath(await placeSlug(request), language));
    const chip = page.locator("fieldset button[aria-pressed]").first();
    await chip.focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(chip).toBeFocused();
    const room = await chip.evaluate((element) => {
      const strip = element.parentElement!;
      const ring =
        Number.parseFloat(getComputedStyle(element).outlineWidth) +
        Number.parseFloat(getComputedStyle(element).outlineOffset);
      const box = element.getBoundingClientRect();
      const clip = strip.getBoundingClientRect();
      return { ring, above: box.top - clip.top, below: clip.bottom - box.bottom, left: box.left - clip.left };
    });
    expect(room.ring).toBeGreaterThan(0);
    expect(room.above).toBeGreaterThanOrEqual(room.ring);
    expect(room.below).toBeGreaterThanOrEqual(room.ring);
    expect(room.left).toBeGreaterThanOrEqual(room.ring);
  });
}
