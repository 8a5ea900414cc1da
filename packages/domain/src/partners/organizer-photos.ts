import type { Language, VenuePhoto } from "@sobremesa/contracts";
import type { ItemPhotos } from "../photos/index.ts";
import { type AuthorizeOrganizer, ORGANIZER_ROLES_THAT } from "./organizer-access.ts";
import type { PartnerActor } from "./shared.ts";

/**
 * An experience's photos in the organizer console (owners and managers), through the one photo
 * gallery; the photos repository checks the experience is the organizer's under its lock.
 */
export function organizerPhotos(deps: { photos: ItemPhotos; authorizeOrganizer: AuthorizeOrganizer }) {
  const { photos, authorizeOrganizer } = deps;
  const owner = (actor: PartnerActor | null, organizerId: number, experienceId: number) => ({
    kind: "experience" as const,
    id: experienceId,
    organizerId,
    actorId: actor?.id ?? null,
  });
  const mayEdit = (actor: PartnerActor | null, organizerId: number, language: Language) =>
    authorizeOrganizer(actor, organizerId, ORGANIZER_ROLES_THAT.editExperiences, language);

  return {
    async addExperiencePhoto(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      input: { bytes: Uint8Array; altEs?: string | undefined; altEn?: string | undefined },
      language: Language,
    ): Promise<VenuePhoto> {
      await mayEdit(actor, organizerId, language);
      return photos.add(owner(actor, organizerId, experienceId), input, language);
    },

    async updateExperiencePhotoAlt(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      photoId: number,
      alt: { altEs: string; altEn: string },
      language: Language,
    ): Promise<VenuePhoto> {
      await mayEdit(actor, organizerId, language);
      return photos.updateAlt(owner(actor, organizerId, experienceId), photoId, alt, language);
    },

    async reorderExperiencePhotos(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      photoIds: number[],
      language: Language,
    ): Promise<VenuePhoto[]> {
      await mayEdit(actor, organizerId, language);
      return photos.reorder(owner(actor, organizerId, experienceId), photoIds, language);
    },

    async removeExperiencePhoto(
      actor: PartnerActor | null,
      organizerId: number,
      experienceId: number,
      photoId: number,
      language: Language,
    ): Promise<{ removed: true }> {
      await mayEdit(actor, organizerId, language);
      return photos.remove(owner(actor, organizerId, experienceId), photoId, language);
    },
  };
}
