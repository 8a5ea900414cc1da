import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

/**
 * Old and odd URLs a person may type or follow: each ends, in one redirect, on a page that answers
 * (the things-to-do listing for /experiencias), a page in capitals on its one lowercase URL in the
 * right language, a nightclub called "Club ..." on its own page, its club link on its premium page,
 * and a URL that does not decode on the site's not-found page, never raw JSON.
 */
const cases = {
  es: {
    t: es,
    lang: "es-MX",
    experiences: "/experiencias",
    experience: "/experiencia/",
    listing: "/planes-que-hacer/mx/",
    mixedCase: "/AVISO-DE-PRIVACIDAD/?ref=Auditoria",
    lowercase: "/aviso-de-privacidad/?ref=Auditoria",
    canonical: "/aviso-de-privacidad/",
    heading: "Aviso de privacidad",
    malformed: "/lugar/%E0%A4%A/",
    location: "/mx/nayarit/sayulita/club-quasar-sayulita/",
    profile: "/lugar/club-quasar-sayulita/",
  },
  en: {
    t: en,
    lang: "en-US",
    experiences: "/en/experiencias/",
    experience: "/en/experiencia/",
    listing: "/en/things-to-do/mx/",
    mixedCase: "/En/Privacy-Policy/?ref=Audit",
    lowercase: "/en/privacy-policy/?ref=Audit",
    canonical: "/en/privacy-policy/",
    heading: "Privacy policy",
    malformed: "/en/place/%E0%A4%A/",
    location: "/en/mx/nayarit/sayulita/club-quasar-sayulita/",
    profile: "/en/place/club-quasar-sayulita/",
  },
} as const;

for (const language of ["es", "en"] as const) {
  const c = cases[language];

  test(`old /experiencias links end on the things-to-do listing (${language})`, async ({ page }) => {
    for (const old of [c.experiences, c.experience]) {
      const response = await page.goto(old);
      expect(response?.status(), old).toBe(200);
      expect(new URL(page.url()).pathname).toBe(c.listing);
      await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test(`a page typed in capitals moves to its one lowercase URL, query kept (${language})`, async ({ page }) => {
    const response = await page.goto(c.mixedCase);
    expect(response?.status()).toBe(200);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(c.lowercase);
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByRole("heading", { level: 1, name: c.heading })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${c.canonical}$`));
  });

  test(`a place whose slug starts with club- opens from its location URL; its club link opens its premium page (${language})`, async ({
    page,
  }) => {
    // A nightclub of the demo catalogue (a fixed seed).
    const response = await page.goto(c.location);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(c.profile);
    await expect(page.getByRole("heading", { level: 1, name: "Club Quásar" })).toBeVisible();

    const premium = await page.goto(`${c.location}club-oro/?ref=x`);
    expect(premium?.status()).toBe(200);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(`${c.location}premium/?ref=x`);
  });

  test(`a URL that does not decode shows the site's not-found page (${language})`, async ({ page }) => {
    const response = await page.goto(c.malformed);
    expect(response?.status()).toBe(404);
    expect(response?.headers()["content-type"]).toContain("text/html");
    await expect(page.locator("html")).toHaveAttribute("lang", c.lang);
    await expect(page.getByText(c.t.notFound.text)).toBeVisible();
    await expect(page.getByRole("link", { name: c.t.notFound.cta })).toBeVisible();
  });
}
