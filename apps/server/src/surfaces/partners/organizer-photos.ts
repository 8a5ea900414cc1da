import {
  organizerExperienceParams,
  organizerExperiencePhotoParams,
  partnersQuery,
  removedAnswer,
} from "@sobremesa/contracts";
import { photoRoutes } from "./photo-routes.ts";

/** An experience's photos in the organizer console (owners and managers). */
export const organizerPhotoRoutes = photoRoutes(({ organizers }) => ({
  path: "/organizers/:organizerId/experiences/:experienceId/photos",
  owner: { of: "the experience's", to: "an experience" },
  params: organizerExperienceParams,
  photoParams: organizerExperiencePhotoParams,
  query: partnersQuery,
  removedAnswer,
  add: (actor, { organizerId, experienceId }, upload, language) =>
    organizers.addExperiencePhoto(actor, organizerId, experienceId, upload, language),
  reorder: (actor, { organizerId, experienceId }, photoIds, language) =>
    organizers.reorderExperiencePhotos(actor, organizerId, experienceId, photoIds, language),
  changeAlt: (actor, { organizerId, experienceId, photoId }, alt, language) =>
    organizers.updateExperiencePhotoAlt(actor, organizerId, experienceId, photoId, alt, language),
  remove: (actor, { organizerId, experienceId, photoId }, language) =>
    organizers.removeExperiencePhoto(actor, organizerId, experienceId, photoId, language),
}));
