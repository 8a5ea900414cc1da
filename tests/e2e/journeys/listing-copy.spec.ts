import { expect, test } from "../fixtures/index.ts";

/** A listing's intro says what the chosen category is for, not "to eat, drink or go out" for bars alone. */
const copy = {
  es: {
    restaurants: "/mx/restaurantes/",
    bars: "/mx/bares/",
    all: "/mx/",
    eat: /lugar(es)? para comer en /,
    drink: /lugar(es)? para beber en /,
    everything: /lugar(es)? para comer, beber o salir en /,
  },
  en: {
    restaurants: "/en/mx/restaurants/",
    bars: "/en/mx/bars/",
    all: "/en/mx/",
    eat: /places? to eat in /,
    drink: /places? to drink in /,
    everything: /places? to eat, drink,? or go out in /,
  },
} as const;

for (const language of ["es", "en"] as const) {
  const text = copy[language];

  test(`a listing's intro says what its category is for (${language})`, async ({ page }) => {
    const intro = page.locator("main h1 + p");
    await page.goto(text.restaurants);
    await expect(intro).toHaveText(text.eat);
    await page.goto(text.bars);
    await expect(intro).toHaveText(text.drink);
    await page.goto(text.all);
    await expect(intro).toHaveText(text.everything);
  });
}
