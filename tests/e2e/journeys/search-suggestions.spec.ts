import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const copy = {
  es: { catalogue: es, placePath: "/lugar/", listing: "/mx/" },
  en: { catalogue: en, placePath: "/en/place/", listing: "/en/mx/" },
} as const;

const bare = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

for (const language of ["es", "en"] as const) {
  const text = copy[language];
  const types = text.catalogue.locationSearch.types;

  test(`the home search suggests a place typed without accents and with a typo (${language})`, async ({
    navigate,
    page,
    request,
  }) => {
    const answer = await request.get("/api/places/search?country_id=142&page_size=48");
    const places: { name: string; slug: string }[] = (await answer.json()).data;
    const place =
      places.find((candidate) => /[áéíóúñ]/i.test(candidate.name) && candidate.name.length >= 8) ?? places[0]!;
    const typed = bare(place.name);
    // The last two letters swapped: a slip of the keyboard.
    const typo = `${typed.slice(0, -2)}${typed.at(-1)}${typed.at(-2)}`;

    await navigate("/", language);
    const search = page.getByRole("combobox", { name: text.catalogue.locationSearch.label });
    await search.fill(typo);
    const option = page.getByRole("option", { name: new RegExp(`${place.name}.*${types.place}`) }).first();
    await expect(option).toBeVisible();
    await expect(page.getByText(text.catalogue.locationSearch.empty.replace("{{query}}", typo))).toHaveCount(0);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`${text.placePath}${place.slug}/$`));
  });

  test(`the home search suggests dishes and categories (${language})`, async ({ navigate, page }) => {
    await navigate("/", language);
    const search = page.getByRole("combobox", { name: text.catalogue.locationSearch.label });
    await search.fill("suhsi");
    await expect(page.getByRole("option", { name: new RegExp(`Sushi.*${types["food-type"]}`) })).toBeVisible();
    await search.fill(language === "es" ? "antros" : "nightclubs");
    const category = page.getByRole("option", { name: new RegExp(types.category) });
    await expect(category).toHaveCount(1);
    await category.click();
    await expect(page).toHaveURL(new RegExp(`${text.listing}${language === "es" ? "antros" : "nightclubs"}/$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}
