import { randomBytes } from "node:crypto";
import { type Language, pathFor, slugify } from "@sobremesa/contracts";
import { INVITATION_TTL_MS } from "./access.ts";
import { invitationTokenHash } from "./invitations.ts";
import { invitationLetter } from "./messages.ts";
import { OnboardingRefused, onboardingBasics } from "./onboarding.ts";
import type { OrganizerOnboardingRepository } from "./organizer-onboarding-repository.ts";

export interface NewOrganizerInput {
  name: string;
  /** mx, co or cr. */
  country: string;
  ownerEmail: string;
  /** The invitation e-mail's language. */
  language?: Language | undefined;
}

export interface OnboardedOrganizer {
  organizerId: number;
  slug: string;
  currency: string;
  invitationId: string;
  /** The owner's link, also in the e-mail: printed for the operator. */
  invitationLink: string;
}

/** The country an operator named, refused unless it is one the site serves. */
export async function onboardingCountry(
  repository: Pick<OrganizerOnboardingRepository, "countryByCode">,
  code: string,
): Promise<{ id: number; currency: string }> {
  const country = await repository.countryByCode(code.trim().toLowerCase());
  if (!country) throw new OnboardingRefused("--country expects mx, co or cr");
  return country;
}

/**
 * An operator brings an organizer of things to do in without the seed: the organizer and an
 * invitation for its first owner, e-mailed through the outbox, in one transaction with its audit line.
 */
export async function onboardOrganizer(
  repository: OrganizerOnboardingRepository,
  input: NewOrganizerInput,
  options: { siteUrl: string; now?: () => Date; newToken?: () => string },
): Promise<OnboardedOrganizer> {
  const { name, email, language } = onboardingBasics(input);
  const country = await onboardingCountry(repository, input.country);
  const now = options.now?.() ?? new Date();
  const token = options.newToken?.() ?? randomBytes(32).toString("hex");
  const link = `${options.siteUrl}${pathFor("partners-invitation", language, { token })}`;
  const letter = invitationLetter(language, { venue: name, inviter: "Sobremesa", role: "owner", link });
  const slug = slugify(name) || "organizador";
  const created = await repository.create(
    { name, slug, countryId: country.id },
    {
      email,
      role: "owner",
      language,
      tokenHash: invitationTokenHash(token),
      invitedBy: null,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    },
    (invitationId) => ({
      channel: "email",
      recipient: email,
      subject: letter.subject,
      body: letter.body,
      template: "partners-staff-invitation",
      language,
      dedupKey: `partners-invitation:${invitationId}`,
    }),
    (organizerId) => ({
      placeId: null,
      organizerId,
      actorId: null,
      action: "organizer.create",
      entity: "organizers",
      entityId: String(organizerId),
      before: null,
      after: { name, country: input.country.toLowerCase(), currency: country.currency, owner: email },
    }),
  );
  return { ...created, currency: country.currency, invitationLink: link };
}
