import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's manager of the chain's places 1 and 2 (packages/db/src/seed/partners.ts). */
const manager = { email: "gerente@cadena.demo.sobremesa.mx", password: "sobremesa-socios-demo" };
/** One of the chain's places per language: the phone and the desktop walk theirs at the same time. */
const VENUE_ID = { es: 1, en: 2 } as const;
const profilePage = {
  es: `/socios/lugar/${VENUE_ID.es}/perfil/`,
  en: `/en/partners/venue/${VENUE_ID.en}/profile/`,
} as const;
const placePage = { es: (slug: string) => `/lugar/${slug}/`, en: (slug: string) => `/en/place/${slug}/` };
/** The domain's refusal of a file that is not a picture (packages/domain/src/i18n). */
const notAnImage = {
  es: "Ese archivo no es una imagen que podamos leer",
  en: "That file is not an image we can read",
} as const;

/**
 * A small picture of one colour, different in every run and language: the server names photos by a
 * hash of their bytes, so two journeys on one server must not upload the same picture.
 */
async function picture(format: "png" | "jpeg"): Promise<Buffer> {
  const channel = () => Math.floor(Math.random() * 256);
  const image = sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: channel(), g: channel(), b: channel() } },
  });
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 80 }).toBuffer();
}

/** The stored name of a photo in the console's list, read from its thumbnail's address. */
async function stemOf(photo: Locator): Promise<string> {
  const src = (await photo.locator("img").getAttribute("src")) ?? "";
  const stem = /\/media\/photos\/(.+)-\d+\.jpg$/.exec(src)?.[1];
  expect(stem, `a photo address: ${src}`).toBeTruthy();
  return stem as string;
}

async function stems(page: Page): Promise<string[]> {
  const photos = page.getByTestId("console-photo");
  const all: string[] = [];
  for (let index = 0; index < (await photos.count()); index += 1) all.push(await stemOf(photos.nth(index)));
  return all;
}

for (const language of ["es", "en"] as const) {
  test(`a manager writes the profile, uploads and orders photos; the place page shows the cover (${language})`, async ({
    page,
    browser,
    login,
    checkAccessibility,
  }) => {
    test.setTimeout(180_000);
    const t = catalogues[language].partners.profile;
    const notice = page.getByTestId("profile-notice");

    await login({ ...manager, language });
    await page.goto(profilePage[language]);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    await checkAccessibility();
    const photoList = page.getByRole("list", { name: t.photos.order });
    const photos = page.getByTestId("console-photo");
    const before = await photos.count();

    // The description in the page's language changes and is saved.
    const description =
      language === "es"
        ? `Cocina de temporada con producto local. Reseña de prueba ${Date.now()}.`
        : `Seasonal cooking with local produce. Test note ${Date.now()}.`;
    const descriptionField = page.getByRole("textbox", {
      name: language === "es" ? t.descriptionEs : t.descriptionEn,
      exact: true,
    });
    // Left empty, it is refused at the field before anything is sent, and takes the focus.
    const descriptionError = language === "es" ? t.errors.descriptionEs : t.errors.descriptionEn;
    await descriptionField.fill("  ");
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(descriptionField).toBeFocused();
    await expect(descriptionField).toHaveAttribute("aria-invalid", "true");
    await expect(descriptionField).toHaveAccessibleDescription(descriptionError);
    await checkAccessibility();
    await descriptionField.fill(description);
    await expect(page.getByText(descriptionError)).toHaveCount(0);
    await page.getByRole("button", { name: t.save, exact: true }).click();
    await expect(notice.getByRole("status")).toHaveText(t.saved);

    // Two photos are uploaded, one after the other; each lands last in the list.
    const fileInput = page.getByLabel(t.photos.file, { exact: true });
    const uploadButton = page.getByRole("button", { name: t.photos.upload, exact: true });
    await fileInput.setInputFiles({ name: "terraza.png", mimeType: "image/png", buffer: await picture("png") });
    await uploadButton.click();
    await expect(notice.getByRole("status")).toHaveText(t.photos.uploaded);
    await expect(photos).toHaveCount(before + 1);
    await fileInput.setInputFiles({ name: "barra.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg") });
    await uploadButton.click();
    await expect(photos).toHaveCount(before + 2);
    await expect(notice.getByRole("status")).toHaveText(t.photos.uploaded);
    const total = before + 2;
    const second = await stemOf(photos.nth(total - 1));
    await expect(photoList).toBeVisible();
    await checkAccessibility();

    // The keyboard moves the last photo up to the cover, step by step: each move is announced, and
    // the focus stays with the moved photo's buttons.
    const moveUp = (position: number) =>
      page.getByRole("button", { name: t.photos.up.replace("{{position}}", String(position)), exact: true });
    const moveDown = (position: number) =>
      page.getByRole("button", { name: t.photos.down.replace("{{position}}", String(position)), exact: true });
    const moved = (position: number) =>
      t.photos.moved.replace("{{position}}", String(position)).replace("{{total}}", String(total));
    await moveUp(total).focus();
    for (let position = total; position > 1; position -= 1) {
      await expect(moveUp(position)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(notice.getByRole("status")).toHaveText(moved(position - 1));
    }
    // At the top "move up" is off: the focus moved to "move down" of the same photo.
    await expect(moveDown(1)).toBeFocused();
    expect((await stems(page))[0]).toBe(second);
    // Down and up again with the keyboard alone (at the bottom, "move down" is off in its turn).
    await page.keyboard.press("Enter");
    await expect(notice.getByRole("status")).toHaveText(moved(2));
    expect((await stems(page))[1]).toBe(second);
    if (total === 2) await expect(moveUp(2)).toBeFocused();
    else {
      await expect(moveDown(2)).toBeFocused();
      await page.keyboard.press("Shift+Tab");
    }
    await expect(moveUp(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(notice.getByRole("status")).toHaveText(moved(1));
    expect((await stems(page))[0]).toBe(second);

    // Dragging a thumbnail onto another place does the same: the first photo goes second and back.
    const first = await stemOf(photos.nth(1));
    // (The announcement reads as the last keyboard move's did: the order itself is waited for.)
    await photos.nth(1).getByTestId("photo-handle").dragTo(photos.nth(0));
    await expect.poll(async () => (await stems(page)).slice(0, 2)).toEqual([first, second]);
    await expect(notice.getByRole("status")).toHaveText(moved(1));
    await photos.nth(1).getByTestId("photo-handle").dragTo(photos.nth(0));
    await expect.poll(async () => (await stems(page)).slice(0, 2)).toEqual([second, first]);
    await expect(notice.getByRole("status")).toHaveText(moved(1));
    await checkAccessibility();

    // A file that is not a picture is refused in the page's language, at the file field.
    await fileInput.setInputFiles({ name: "menu.txt", mimeType: "text/plain", buffer: Buffer.from("Menú del día") });
    await uploadButton.click();
    await expect(page.getByRole("alert")).toContainText(notAnImage[language]);
    await expect(fileInput).toHaveAttribute("aria-invalid", "true");
    await expect(fileInput).toBeFocused();
    // One that calls itself a picture is read by the server, which refuses it in the page's language too.
    await fileInput.setInputFiles({ name: "menu.png", mimeType: "image/png", buffer: Buffer.from("Menú del día") });
    await expect(page.getByRole("alert")).toHaveCount(0);
    await uploadButton.click();
    await expect(page.getByRole("alert")).toContainText(notAnImage[language]);
    await expect(fileInput).toHaveAttribute("aria-invalid", "true");
    await expect(photos).toHaveCount(total);
    await checkAccessibility();

    // A closure in the coming weeks is saved (keeping any bookings it falls on) and listed.
    const special = t.special;
    const closedOn = new Date(Date.now() + (language === "es" ? 20 : 21) * 86_400_000).toISOString().slice(0, 10);
    const reason = language === "es" ? `Inventario ${Date.now()}` : `Stocktaking ${Date.now()}`;
    await page.locator('input[type="date"]').fill(closedOn);
    await page.getByRole("textbox", { name: special.reasonEs }).fill(language === "es" ? reason : "Inventario");
    await page.getByRole("textbox", { name: special.reasonEn }).fill(language === "en" ? reason : "Stocktaking");
    await page.getByRole("button", { name: special.save, exact: true }).click();
    const keep = page.getByRole("button", { name: catalogues[language].partners.setup.conflict.keep, exact: true });
    await expect(notice.getByRole("status").or(keep)).toBeVisible();
    if (await keep.isVisible()) await keep.click();
    await expect(notice.getByRole("status")).toHaveText(special.saved);
    await expect(page.getByTestId("special-days")).toContainText(reason);
    await checkAccessibility();

    // The order is kept on reload.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect((await stems(page))[0]).toBe(second);

    // A diner sees the new cover and description on the public place page.
    const slug = (
      (await (await page.request.get(`/partners/venues/${VENUE_ID[language]}`)).json()) as { venue: { slug: string } }
    ).venue.slug;
    const context = await browser.newContext();
    const diner = await context.newPage();
    await diner.goto(placePage[language](slug));
    await expect(diner.locator("html")).toHaveAttribute("data-hydrated", "true");
    const cover = diner.getByTestId("venue-photo").first();
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute("src", new RegExp(`/media/photos/${second}-\\d+\\.jpg$`));
    await expect(diner.getByText(description)).toBeVisible();
    await expect(diner.getByText(reason, { exact: false })).toBeVisible();
    await context.close();
  });
}
