import { type Language, matchRoute, pathFor, slugify } from "@sobremesa/contracts";
import { storeOwnerLetter } from "./messages.ts";
import { CONTROL, OnboardingRefused, onboardingBasics } from "./onboarding.ts";
import { onboardingCountry } from "./organizer-onboarding.ts";
import type { StoreOnboardingRepository } from "./store-onboarding-repository.ts";

export interface NewStoreInput {
  name: string;
  /** mx, co or cr. */
  country: string;
  /** Where it ships from, shown on the store page. */
  city: string;
  /** The e-mail of an existing account: it becomes the store's owner. */
  ownerEmail: string;
  /** The owner's e-mail's language. */
  language?: Language | undefined;
}

export interface OnboardedStore {
  storeId: number;
  slug: string;
  currency: string;
  /** The owner's console link, also in the e-mail: printed for the operator. */
  consoleLink: string;
}

/**
 * The standard shipping a new store starts with, in the country's currency (minor units), near what
 * the country's stores charge; the owner changes it in the console.
 */
const STARTING_SHIPPING: Record<string, { priceMinor: number; freeFromMinor: number; days: [number, number] }> = {
  mx: { priceMinor: 14_900, freeFromMinor: 150_000, days: [3, 6] },
  co: { priceMinor: 1_200_000, freeFromMinor: 18_000_000, days: [2, 5] },
  cr: { priceMinor: 300_000, freeFromMinor: 3_500_000, days: [2, 4] },
};

/** A slug the store pages' own addresses (detail, checkout, order…) would shadow. */
function shadowedSlug(slug: string): boolean {
  return matchRoute(pathFor("store", "es", { slug }))?.route.id !== "store";
}

/**
 * An operator brings a store in without the seed: active, under the slug of its name, in its
 * country's currency, with empty texts, one standard shipping option and one category for the owner
 * to fill in. The owner must already have an account: they join at once and are told by e-mail.
 */
export async function onboardStore(
  repository: StoreOnboardingRepository,
  input: NewStoreInput,
  options: { siteUrl: string },
): Promise<OnboardedStore> {
  const { name, email, language } = onboardingBasics(input);
  const city = input.city.trim();
  if (city.length < 2 || city.length > 80 || CONTROL.test(city))
    throw new OnboardingRefused("--city expects 2 to 80 characters");
  const code = input.country.trim().toLowerCase();
  const country = await onboardingCountry(repository, code);
  const shipping = STARTING_SHIPPING[code];
  if (!shipping) throw new OnboardingRefused("--country expects mx, co or cr");
  const slug = slugify(name);
  if (slug.length < 2) throw new OnboardingRefused("--name needs letters or digits for the store's address");
  if (shadowedSlug(slug))
    throw new OnboardingRefused(`the name makes the address /stores/${slug}/, which the site keeps; choose another`);
  const owner = await repository.liveUserByEmail(email);
  if (!owner)
    throw new OnboardingRefused(
      `no account has the e-mail ${email}: the owner must sign up at ${options.siteUrl} first, then run this again`,
    );

  const consoleLink = (storeId: number) =>
    `${options.siteUrl}${pathFor("partners-store", language, { storeId: String(storeId) })}`;
  const created = await repository.create(
    {
      slug,
      name,
      taglineEs: "",
      taglineEn: "",
      descriptionEs: "",
      descriptionEn: "",
      countryId: country.id,
      cityName: city,
      currency: country.currency,
      hue: [...slug].reduce((sum, char) => sum + char.charCodeAt(0) * 7, 0) % 360,
      active: true,
    },
    {
      code: "standard",
      nameEs: "Envío estándar",
      nameEn: "Standard shipping",
      priceMinor: shipping.priceMinor,
      freeFromMinor: shipping.freeFromMinor,
      minDays: shipping.days[0],
      maxDays: shipping.days[1],
      sort: 1,
    },
    { slug: "productos", nameEs: "Productos", nameEn: "Products", sort: 1 },
    owner.id,
    (storeId) => {
      const letter = storeOwnerLetter(language, { store: name, link: consoleLink(storeId) });
      return {
        channel: "email",
        recipient: email,
        subject: letter.subject,
        body: letter.body,
        template: "partners-store-owner",
        language,
        dedupKey: `partners-store-owner:${storeId}`,
      };
    },
    (storeId) => ({
      placeId: null,
      storeId,
      actorId: null,
      action: "store.create",
      entity: "stores",
      entityId: String(storeId),
      before: null,
      after: { name, slug, country: code, city, currency: country.currency, owner: email },
    }),
  );
  if (!created) throw new OnboardingRefused(`a store already has the address /stores/${slug}/; choose another name`);
  return { storeId: created.storeId, slug, currency: country.currency, consoleLink: consoleLink(created.storeId) };
}
