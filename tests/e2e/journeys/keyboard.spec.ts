import type { APIRequestContext, Locator, Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

/** A real place of the demo data: the first of Guadalajara's listing. */
async function placeSlug(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
  const slug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)?.[1];
  expect(slug).toBeTruthy();
  return slug!;
}

const catalogues = { es, en } as const;
const placePath = (slug: string, language: "es" | "en") =>
  language === "es" ? `/lugar/${slug}/` : `/en/place/${slug}/`;
const bookingPath = (slug: string, language: "es" | "en") =>
  language === "es" ? `/lugar/${slug}/reservar/` : `/en/place/${slug}/reserve/`;

/** Loads a page by its full path (place paths differ between the languages) and waits for hydration. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // A place page's first visit hydrates late on a busy machine.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
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

/**
 * Puts `target` where it is partly covered (its top `offset` pixels from the viewport's top, or its
 * bottom that far from the viewport's bottom), focuses the control before it without scrolling, and
 * presses Tab, as a keyboard user reaches it.
 */
async function tabInto(page: Page, target: Locator, edge: "top" | "bottom", offset: number) {
  await target.evaluate(
    (element, { edge, offset }) => {
      const tabbable = [
        ...document.querySelectorAll<HTMLElement>("a[href], button:not(:disabled), input, select, textarea"),
      ].filter((candidate) => candidate.getClientRects().length > 0 && candidate.tabIndex >= 0);
      const before = tabbable[tabbable.indexOf(element as HTMLElement) - 1];
      before?.focus({ preventScroll: true });
      const box = element.getBoundingClientRect();
      const delta = edge === "top" ? box.top - offset : box.bottom - (window.innerHeight - offset);
      window.scrollBy({ top: delta, behavior: "instant" });
    },
    { edge, offset },
  );
  await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
}

async function expectClear(target: Locator) {
  // After the frame in which the page settles the focus.
  await target.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { box, top, bottom } = await target.evaluate((element) => {
    const header = document.querySelector("header[data-header-kind]")?.getBoundingClientRect();
    const bars = [...document.querySelectorAll('[data-fixed-chrome="bottom"]')]
      .map((bar) => bar.getBoundingClientRect())
      .filter((bar) => bar.height > 0);
    const rect = element.getBoundingClientRect();
    return {
      box: { top: rect.top, bottom: rect.bottom },
      top: header && header.height > 0 ? header.bottom : 0,
      bottom: Math.min(window.innerHeight, ...bars.map((bar) => bar.top)),
    };
  });
  expect(box.top).toBeGreaterThanOrEqual(top);
  expect(box.bottom).toBeLessThanOrEqual(bottom);
}

test.describe("focus is never hidden under the sticky header or a fixed bar", () => {
  test.skip(({ isMobile }) => !isMobile, "the bars that cover the page are the phone's");
  test.slow();

  for (const language of ["es", "en"] as const) {
    const t = catalogues[language];

    test(`home: things to do and the nearby section (${language})`, async ({ navigate, page }) => {
      await navigate("/", language);
      // As React does with a focus in a part whose code is still loading: it stops the event at the
      // document and replays it once the part is hydrated.
      await page.evaluate(() => document.addEventListener("focusin", (event) => event.stopPropagation(), true));
      const thingsToDo = page.getByRole("link", {
        name: language === "es" ? "Ver planes en México" : "See things to do in Mexico",
      });
      await tabInto(page, thingsToDo, "top", 20);
      await expectClear(thingsToDo);
      const useLocation = page.getByRole("button", { name: t.home.nearby.useLocation });
      await tabInto(page, useLocation, "top", 30);
      await expectClear(useLocation);
    });

    test(`listing: the more-places button (${language})`, async ({ navigate, page }) => {
      await navigate("/mx/jalisco/guadalajara/", language);
      const more = page.getByRole("link", { name: t.listing.showMore });
      await tabInto(page, more, "top", 16);
      await expectClear(more);
    });

    test(`place page: the party stepper above the fixed booking bar (${language})`, async ({ page, request }) => {
      await open(page, placePath(await placeSlug(request), language));
      const more = page.getByRole("button", { name: t.booking.picker.more });
      await tabInto(page, more, "bottom", 20);
      await expectClear(more);
    });
  }
});
