import { randomBytes, randomInt } from "node:crypto";
import { type Language, pathFor, slugify } from "@sobremesa/contracts";
import { INVITATION_TTL_MS } from "./access.ts";
import { invitationTokenHash } from "./invitations.ts";
import { invitationLetter } from "./messages.ts";
import type { OnboardingRepository } from "./onboarding-repository.ts";

export interface NewVenueInput {
  name: string;
  /** restaurant | bar | nightclub */
  category: string;
  /** A city's id, or its slug when only one city has it. */
  city: string;
  address: string;
  latitude: number;
  longitude: number;
  ownerEmail: string;
  phone?: string | undefined;
  /** The invitation e-mail's language. */
  language?: Language | undefined;
}

export interface OnboardedVenue {
  placeId: number;
  slug: string;
  city: string;
  timeZone: string;
  currency: string;
  invitationId: string;
  /** The owner's link, also in the e-mail: printed for the operator. */
  invitationLink: string;
}

/** Why the operator's input was refused: the message says what to change. */
export class OnboardingRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OnboardingRefused";
  }
}

/** Control characters (a NUL byte among them) that no name, city or address may hold. */
export const CONTROL = /\p{Cc}/u;

/** The name, owner's e-mail and language every operator's onboarding command checks the same way. */
export function onboardingBasics(input: { name: string; ownerEmail: string; language?: Language | undefined }): {
  name: string;
  email: string;
  language: Language;
} {
  const name = input.name.trim();
  const email = input.ownerEmail.trim().toLowerCase();
  if (name.length < 2 || name.length > 120 || CONTROL.test(name))
    throw new OnboardingRefused("--name expects 2 to 120 characters, without control characters");
  if (!/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u.test(email))
    throw new OnboardingRefused("--owner-email expects an e-mail address");
  return { name, email, language: input.language ?? "es" };
}

/**
 * An operator brings a venue in without the seed: the place (its zone and currency from its city and
 * country), its booking settings with no floor or shifts, and an invitation for its first owner,
 * e-mailed through the outbox. The owner then sets the venue up in the partner console.
 */
export async function onboardVenue(
  repository: OnboardingRepository,
  input: NewVenueInput,
  options: { siteUrl: string; now?: () => Date; newToken?: () => string },
): Promise<OnboardedVenue> {
  const { name, email, language } = onboardingBasics(input);
  if (!input.address.trim()) throw new OnboardingRefused("--address expects the street address");
  if (!(Math.abs(input.latitude) <= 90) || !(Math.abs(input.longitude) <= 180))
    throw new OnboardingRefused("--lat and --lng expect coordinates (-90 to 90, -180 to 180)");
  const categoryId = await repository.categoryId(input.category);
  if (categoryId === null) throw new OnboardingRefused("--category expects restaurant, bar or nightclub");
  const cities = await repository.cities(input.city);
  const [city] = cities;
  if (!city) throw new OnboardingRefused(`no city has the id or slug ${input.city}`);
  if (cities.length > 1)
    throw new OnboardingRefused(
      `several cities are called ${input.city}; pass one's id: ${cities.map((one) => `${one.id} (${one.name})`).join(", ")}`,
    );

  const now = options.now?.() ?? new Date();
  const token = options.newToken?.() ?? randomBytes(32).toString("hex");
  const link = `${options.siteUrl}${pathFor("partners-invitation", language, { token })}`;
  const letter = invitationLetter(language, { venue: name, inviter: "Sobremesa", role: "owner", link });
  const created = await repository.create(
    {
      name,
      categoryId,
      descriptionEs: "",
      descriptionEn: "",
      priceRange: 2,
      score: 0,
      reviewCount: 0,
      address: input.address.trim(),
      phone: input.phone?.trim() ?? "",
      latitude: input.latitude,
      longitude: input.longitude,
      imageSeed: randomInt(1, 2_147_483_647),
    },
    `${slugify(name)}-${city.slug}`,
    city,
    {
      email,
      role: "owner",
      language,
      tokenHash: invitationTokenHash(token),
      invitedBy: null,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    },
    (_placeId, invitationId) => ({
      channel: "email",
      recipient: email,
      subject: letter.subject,
      body: letter.body,
      template: "partners-staff-invitation",
      language,
      dedupKey: `partners-invitation:${invitationId}`,
    }),
    (placeId) => ({
      placeId,
      actorId: null,
      action: "venue.create",
      entity: "places",
      entityId: String(placeId),
      before: null,
      after: { name, city: city.name, timeZone: city.timeZone, currency: city.currency, owner: email },
    }),
  );
  return { ...created, city: city.name, timeZone: city.timeZone, currency: city.currency, invitationLink: link };
}
