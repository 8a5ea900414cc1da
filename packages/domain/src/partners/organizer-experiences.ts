import { randomBytes } from "node:crypto";
import {
  type ExperienceCategory,
  type ExperienceDraft,
  IVA_RATE_BP,
  includedTax,
  type Language,
  type OrganizerExperience,
  slugify,
  type TicketTier,
} from "@sobremesa/contracts";
import type { ItemPhotos } from "../photos/index.ts";
import { type AuthorizeOrganizer, ORGANIZER_ROLES_THAT } from "./organizer-access.ts";
import {
  ExperienceWriteRefused,
  type OrganizerExperienceRow,
  type OrganizerExperiencesRepository,
  type TierRow,
} from "./organizer-experiences-repository.ts";
import { refuseOrganizer } from "./organizer-messages.ts";
import { pinInCountry } from "./pin-rules.ts";
import type { PartnerActor } from "./shared.ts";

const taxRateOf = (countryCode: string) => IVA_RATE_BP[countryCode.toLowerCase() as keyof typeof IVA_RATE_BP] ?? 0;

/** What the audit log keeps of an experience: what organizers edit, and the version it became. */
const experienceSnapshot = (row: OrganizerExperienceRow) => ({
  titleEs: row.titleEs,
  titleEn: row.titleEn,
  summaryEs: row.summaryEs,
  summaryEn: row.summaryEn,
  descriptionEs: row.descriptionEs,
  descriptionEn: row.descriptionEn,
  category: row.category,
  cityId: row.cityId,
  address: row.address,
  venueName: row.venueName,
  latitude: row.latitude,
  longitude: row.longitude,
  meetingPointEs: row.meetingPointEs,
  meetingPointEn: row.meetingPointEn,
  durationMinutes: row.durationMinutes,
  includedEs: row.includedEs,
  includedEn: row.includedEn,
  cancellationEs: row.cancellationEs,
  cancellationEn: row.cancellationEn,
  active: row.active,
  version: row.experienceVersion,
});

const tierSnapshot = (row: TierRow) => ({
  code: row.code,
  nameEs: row.nameEs,
  nameEn: row.nameEn,
  priceMinor: row.priceMinor,
  hidden: row.hidden,
});

export function tierOf(row: TierRow & { sold: number }, taxRateBp: number): TicketTier {
  return {
    id: row.id,
    code: row.code,
    nameEs: row.nameEs,
    nameEn: row.nameEn,
    priceMinor: row.priceMinor,
    taxMinor: includedTax(row.priceMinor, taxRateBp),
    hidden: row.hidden,
    sold: row.sold,
  };
}

function refusedExperienceWrite(error: unknown, language: Language, code = ""): never {
  if (error instanceof ExperienceWriteRefused) {
    if (error.reason === "changed") return refuseOrganizer("changed", language);
    if (error.reason === "code-taken") return refuseOrganizer("tierCodeTaken", language, { code });
    if (error.reason === "sold") return refuseOrganizer("tierSold", language);
    return refuseOrganizer("experienceNotFound", language);
  }
  throw error;
}

/** Owners and managers write their experiences (both languages) and ticket types; door staff read. */
export function organizerExperiences(deps: {
  repository: OrganizerExperiencesRepository;
  photos: ItemPhotos;
  authorizeOrganizer: AuthorizeOrganizer;
  now: () => Date;
  changed?: (() => void) | undefined;
}) {
  const { repository, authorizeOrganizer, now } = deps;
  const changed = () => deps.changed?.();

  async function view(organizerId: number, experienceId: number, language: Language): Promise<OrganizerExperience> {
    const found = await repository.experience(organizerId, experienceId);
    if (!found) return refuseOrganizer("experienceNotFound", language);
    const row = found.experience;
    const taxRateBp = taxRateOf(found.countryCode);
    return {
      ...experienceSnapshot(row),
      category: row.category as ExperienceCategory,
      id: row.id,
      slug: row.slug,
      cityName: found.cityName,
      countryCode: found.countryCode.toLowerCase(),
      timeZone: row.timeZone,
      currency: row.currency,
      taxRateBp,
      version: row.experienceVersion,
      tiers: found.tiers.map((tier) => tierOf(tier, taxRateBp)),
      photos: await deps.photos.photos({ kind: "experience", id: row.id, organizerId }),
    };
  }

  /** The city's row and zone, refusing a city or a pin outside the organizer's country. */
  async function placeOf(countryCode: string, draft: ExperienceDraft, language: Language) {
    const country = await repository.countryOf(countryCode);
    if (!country) return refuseOrganizer("unknownCountry", language, { country: countryCode });
    const city = await repository.cityIn(country.id, draft.cityId);
    if (!city) return refuseOrganizer("unknownCity", language);
    if (!pinInCountry(countryCode, draft.latitude, draft.longitude))
      return refuseOrganizer("pinOutsideCountry", language);
    return { country, city };
  }

  async function freeSlug(title: string): Promise<string> {
    const base = slugify(title).slice(0, 60).replace(/-+$/, "") || "experiencia";
    const taken = await repository.slugsLike(base);
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  const audit = (actor: PartnerActor | null, organizerId: number) => ({
    placeId: null,
    organizerId,
    actorId: actor?.id ?? null,
  });

  return {
    async organizerExperiences(actor: PartnerActor | null, organizerId: number, language: Language) {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.see, language);
      return { data: await repository.experiencesOf(organizerId, now()) };
    },

    /** The cities an experience of the organizer may be in (its country's, where the site has places). */
    async organizerCities(actor: PartnerActor | null, organizerId: number, language: Language) {
      const organizer = await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.see, language);
      return repository.servedCities(organizer.countryCode);
    },

    async organizerExperience(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      language: Language,
    ) {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.see, language);
      return view(organizerId, experienceId, language);
    },

    async createExperience(
      actor: PartnerActor | null,
      organizerId: number,
      draft: ExperienceDraft,
      language: Language,
    ): Promise<OrganizerExperience> {
      const organizer = await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);
      const { country, city } = await placeOf(organizer.countryCode, draft, language);
      const row = await repository.insertExperience(
        {
          ...draft,
          slug: await freeSlug(draft.titleEs),
          organizerId,
          countryId: country.id,
          stateId: city.stateId,
          cityId: city.id,
          timeZone: city.timeZone,
          currency: country.currency,
          priceFromMinor: 0,
          checkInKey: randomBytes(24).toString("hex"),
        },
        (inserted) => ({
          ...audit(actor, organizerId),
          action: "experience.create",
          entity: "experience",
          entityId: String(inserted.id),
          before: null,
          after: experienceSnapshot(inserted),
        }),
      );
      changed();
      return view(organizerId, row.id, language);
    },

    async updateExperience(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      edit: ExperienceDraft & { version: number },
      language: Language,
    ): Promise<OrganizerExperience> {
      const organizer = await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);
      const { city } = await placeOf(organizer.countryCode, edit, language);
      const { version, ...draft } = edit;
      try {
        await repository.updateExperience(
          organizerId,
          experienceId,
          version,
          { ...draft, stateId: city.stateId, cityId: city.id, timeZone: city.timeZone },
          (before, after) => ({
            ...audit(actor, organizerId),
            action: "experience.update",
            entity: "experience",
            entityId: String(experienceId),
            before: experienceSnapshot(before),
            after: experienceSnapshot(after),
          }),
        );
      } catch (error) {
        refusedExperienceWrite(error, language);
      }
      changed();
      return view(organizerId, experienceId, language);
    },

    async addTier(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      tier: { code: string; nameEs: string; nameEn: string; priceMinor: number },
      language: Language,
    ): Promise<TicketTier> {
      const organizer = await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);
      if (!(await repository.experience(organizerId, experienceId)))
        return refuseOrganizer("experienceNotFound", language);
      try {
        const row = await repository.insertTier(experienceId, tier, (inserted) => ({
          ...audit(actor, organizerId),
          action: "tier.create",
          entity: "experience_ticket_type",
          entityId: String(inserted.id),
          before: null,
          after: { experienceId, ...tierSnapshot(inserted) },
        }));
        changed();
        return tierOf({ ...row, sold: 0 }, taxRateOf(organizer.countryCode));
      } catch (error) {
        return refusedExperienceWrite(error, language, tier.code);
      }
    },

    async changeTier(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      tierId: number,
      changes: {
        nameEs?: string | undefined;
        nameEn?: string | undefined;
        priceMinor?: number | undefined;
        hidden?: boolean | undefined;
      },
      language: Language,
    ): Promise<TicketTier> {
      const organizer = await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);
      if (!(await repository.experience(organizerId, experienceId)))
        return refuseOrganizer("experienceNotFound", language);
      const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      try {
        const row = await repository.updateTier(experienceId, tierId, set, (before, after) => ({
          ...audit(actor, organizerId),
          action: "tier.update",
          entity: "experience_ticket_type",
          entityId: String(tierId),
          before: { experienceId, ...tierSnapshot(before) },
          after: { experienceId, ...tierSnapshot(after) },
        }));
        changed();
        const sold =
          (await repository.tiersSold(experienceId)).find((entry) => entry.ticketTypeId === tierId)?.sold ?? 0;
        return tierOf({ ...row, sold }, taxRateOf(organizer.countryCode));
      } catch (error) {
        if (error instanceof ExperienceWriteRefused && error.reason === "not-found")
          return refuseOrganizer("tierNotFound", language);
        return refusedExperienceWrite(error, language);
      }
    },

    async removeTier(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      tierId: number,
      language: Language,
    ) {
      await authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);
      if (!(await repository.experience(organizerId, experienceId)))
        return refuseOrganizer("experienceNotFound", language);
      try {
        await repository.deleteTier(experienceId, tierId, (before) => ({
          ...audit(actor, organizerId),
          action: "tier.remove",
          entity: "experience_ticket_type",
          entityId: String(tierId),
          before: { experienceId, ...tierSnapshot(before) },
          after: null,
        }));
      } catch (error) {
        if (error instanceof ExperienceWriteRefused && error.reason === "not-found")
          return refuseOrganizer("tierNotFound", language);
        return refusedExperienceWrite(error, language);
      }
      changed();
      return { removed: true as const };
    },
  };
}
