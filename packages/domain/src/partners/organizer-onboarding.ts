import { randomBytes } from "node:crypto";
import { type Language, pathFor, slugify } from "@sobremesa/contracts";
import { INVITATION_TTL_MS } from "./access.ts";
import { invitationTokenHash } from "./invitations.ts";
import { invitationLetter } from "./messages.ts";
import { OnboardingRefused } from "./onboarding.ts";
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

/**
 * An operator brings an organizer of things to do in without the seed: the organizer and an
 * invitation for its first owner, e-mailed through the outbox, in one transaction with its audit line.
 */
export async function onboardOrganizer(
  repository: OrganizerOnboardingRepository,
  input: NewOrganizerInput,
  options: { siteUrl: string; now?: () => Date; newToken?: () => string },
): Promise<OnboardedOrganizer> {
  const name = input.name.trim();
  const email = input.ownerEmail.trim().toLowerCase();
  const language = input.language ?? "es";
  if (name.length < 2 || name.length > 120) throw new OnboardingRefused("--name expects 2 to 120 characters");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new OnboardingRefused("--owner-email expects an e-mail address");
  const country = await repository.countryByCode(input.country.trim().toLowerCase());
  if (!country) throw new OnboardingRefused("--country expects mx, co or cr");
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
