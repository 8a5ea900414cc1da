import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const copy = {
  es: { catalogue: es, city: "/mx/jalisco/guadalajara/", benefit: /\d+% de descuento en tu cuenta/, plus: "/plus/" },
  en: { catalogue: en, city: "/en/mx/jalisco/guadalajara/", benefit: /\d+% off your bill/, plus: "/en/plus/" },
} as const;

for (const language of ["es", "en"] as const) {
  const text = copy[language];

  test(`city's Premium places -> a place's Premium page -> trial (${language})`, async ({
    navigate,
    page,
    checkAccessibility,
  }) => {
    await navigate("/mx/jalisco/guadalajara/premium/", language);
    const placeLink = page.locator("main article").first().getByRole("link").first();
    const slug = /\/(?:lugar|place)\/([^/]+)\/$/.exec((await placeLink.getAttribute("href")) ?? "")?.[1];
    expect(slug).toBeTruthy();

    await navigate(`/mx/jalisco/guadalajara/${slug}/premium/`, language);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText(text.benefit);
    await expect(page.getByRole("navigation", { name: text.catalogue.listing.breadcrumbLabel })).toContainText(
      "Guadalajara",
    );
    await checkAccessibility();

    const trial = page.getByRole("link", { name: text.catalogue.placePremium.cta });
    await trial.focus();
    await expect(trial).toBeFocused();
    await expect(trial).toHaveAttribute("href", text.plus);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${text.plus}$`));
  });
}
