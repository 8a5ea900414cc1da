import {
  addDays,
  type Language,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_VENUE_MAX,
  type SpecialDay,
  type SpecialDayFields,
  type VenuePhoto,
  type VenueProfile,
  type VenueProfileAnswer,
  type VenueProfileFields,
  type WeeklyHoursRange,
} from "@sobremesa/contracts";
import { type PhotoFiles, photoGallery, photoOf } from "../photos/index.ts";
import { localDateTime, zonedInstant } from "../reservations/index.ts";
import { ROLES_THAT } from "./access.ts";
import { dayHoursProblems, sortedWeek, weeklyHoursProblems } from "./hours-rules.ts";
import type { AuditWrite } from "./partners-repository.ts";
import { pinInCountry } from "./pin-rules.ts";
import { refuseHours, refuseProfile } from "./profile-messages.ts";
import {
  type ProfileRepository,
  type ProfileRow,
  ProfileWriteRefused,
  type SpecialDayRow,
} from "./profile-repository.ts";
import { refuseConflicts } from "./setup-messages.ts";
import { SetupWriteRefused } from "./setup-repository.ts";
import type { Authorize, PartnerActor } from "./shared.ts";

export interface VenueProfileDeps {
  repository: ProfileRepository;
  authorize: Authorize;
  files: PhotoFiles;
  /** Told after every committed change, so this instance's next page shows it. */
  changed?: () => void;
  now?: () => Date;
}

const profileOf = (row: ProfileRow): VenueProfile => ({ ...row });
const specialDayOf = (row: SpecialDayRow): SpecialDay => ({ ...row });
const FALLBACK_TIME_ZONE = "America/Mexico_City";

/**
 * A venue's public profile and photos, changed by owners and managers: each change is checked,
 * written with its audit line in one transaction, and seen on the place page's next request. A photo's
 * files are stored before its row and removed again when the row cannot be written, so nothing is
 * left behind by a refused upload.
 */
export function venueProfile({
  repository,
  authorize,
  files,
  changed = () => {},
  now = () => new Date(),
}: VenueProfileDeps) {
  const entry =
    (actor: PartnerActor | null, placeId: number) =>
    (fields: Omit<AuditWrite, "placeId" | "actorId">): AuditWrite => ({
      placeId,
      actorId: actor?.id ?? null,
      ...fields,
    });

  // The venue's photos through the one photo gallery of venues, experiences and products.
  const gallery = photoGallery<{ placeId: number; actor: PartnerActor | null }, AuditWrite>({
    storage: {
      photos: ({ placeId }) => repository.photos(placeId),
      insert: ({ placeId }, row, max, audit) => repository.insertPhoto(placeId, row, max, audit),
      updateAlt: ({ placeId }, photoId, alt, audit) => repository.updatePhotoAlt(placeId, photoId, alt, audit),
      reorder: ({ placeId }, photoIds, audit) => repository.reorderPhotos(placeId, photoIds, audit),
      remove: ({ placeId }, photoId, audit) => repository.deletePhoto(placeId, photoId, audit),
      stemInUse: (stem) => repository.stemInUse(stem),
    },
    files,
    max: PHOTOS_PER_VENUE_MAX,
    prefix: ({ placeId }) => String(placeId),
    refuse: (problem, _owner, language) => refuseProfile(problem, language),
    audit: ({ placeId, actor }, fields) => entry(actor, placeId)({ ...fields, entity: "place_photos" }),
  });

  async function guarded<T>(language: Language, write: () => Promise<T>): Promise<T> {
    try {
      const result = await write();
      changed();
      return result;
    } catch (error) {
      if (error instanceof ProfileWriteRefused) refuseProfile(error.reason, language);
      if (error instanceof SetupWriteRefused) refuseProfile(error.reason, language);
      throw error;
    }
  }

  return {
    /** The photos the place page shows, in the venue's order (anyone may read them). */
    async publicPhotos(placeId: number): Promise<VenuePhoto[]> {
      return gallery.photos({ placeId, actor: null });
    },

    async profile(actor: PartnerActor | null, placeId: number, language: Language): Promise<VenueProfileAnswer> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const where = await repository.whereabouts(placeId);
      const today = localDateTime(now(), where?.timeZone ?? FALLBACK_TIME_ZONE).date;
      const [profile, photos, cuisines, foodTypes, amenities, hours, specialDays] = await Promise.all([
        repository.profile(placeId),
        repository.photos(placeId),
        repository.cuisineCatalogue(),
        repository.catalogue("foodTypes"),
        repository.catalogue("amenities"),
        repository.hours(placeId),
        repository.specialDays(placeId, today),
      ]);
      if (!profile) return refuseProfile("not-found", language);
      const named = (items: { id: number; nameEs: string; nameEn: string }[]) =>
        items
          .map((item) => ({ id: item.id, name: language === "es" ? item.nameEs : item.nameEn }))
          .sort((a, b) => a.name.localeCompare(b.name, language));
      return {
        profile: profileOf(profile),
        cuisines: named(cuisines),
        foodTypes: named(foodTypes),
        amenities: named(amenities),
        hours,
        specialDays: specialDays.map(specialDayOf),
        photos: photos.map(photoOf),
        limits: { photoMaxBytes: PHOTO_MAX_BYTES, photosMax: PHOTOS_PER_VENUE_MAX },
      };
    },

    async updateProfile(
      actor: PartnerActor | null,
      placeId: number,
      input: VenueProfileFields,
      language: Language,
    ): Promise<VenueProfile> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const { version, ...fields } = input;
      const where = await repository.whereabouts(placeId);
      if (!pinInCountry(where?.countryCode, fields.latitude, fields.longitude))
        return refuseProfile("pin-outside", language);
      const audit = entry(actor, placeId);
      return guarded(language, async () =>
        profileOf(
          await repository.updateProfile(placeId, version, fields, (before, after) =>
            audit({ action: "profile.update", entity: "places", entityId: String(placeId), before, after }),
          ),
        ),
      );
    },

    /** Replaces the week's opening hours (refused when ranges overlap or the profile moved on). */
    async updateHours(
      actor: PartnerActor | null,
      placeId: number,
      input: { hours: WeeklyHoursRange[]; version: number },
      language: Language,
    ): Promise<{ hours: WeeklyHoursRange[]; version: number }> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const issues = weeklyHoursProblems(input.hours);
      if (issues.length > 0) return refuseHours(issues, language);
      const audit = entry(actor, placeId);
      return guarded(language, () =>
        repository.replaceHours(placeId, input.version, sortedWeek(input.hours), (before, after) =>
          audit({ action: "hours.update", entity: "place_hours", entityId: String(placeId), before, after }),
        ),
      );
    },

    /**
     * Saves a date closed all day or with special hours. A closure falls on the day's bookings: it is
     * refused listing them (SETUP_BOOKINGS_CONFLICT) unless the venue said to keep them.
     */
    async saveSpecialDay(
      actor: PartnerActor | null,
      placeId: number,
      input: SpecialDayFields,
      language: Language,
    ): Promise<{ specialDay: SpecialDay; version: number }> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const timeZone = (await repository.whereabouts(placeId))?.timeZone ?? FALLBACK_TIME_ZONE;
      if (input.date < localDateTime(now(), timeZone).date) return refuseProfile("day-past", language);
      const hours = input.closed ? [] : input.hours;
      const issues = dayHoursProblems(hours);
      if (issues.length > 0) return refuseHours(issues, language);
      const midnight = (date: string) => zonedInstant(date, "00:00", timeZone) ?? new Date(`${date}T00:00:00Z`);
      const opens = midnight(input.date);
      const closes = midnight(addDays(input.date, 1));
      const audit = entry(actor, placeId);
      const result = await guarded(language, () =>
        repository.saveSpecialDay(
          placeId,
          input.version,
          { date: input.date, closed: input.closed, hours, reasonEs: input.reasonEs, reasonEn: input.reasonEn },
          input.closed && !input.keepExisting ? opens : null,
          (bookings) => {
            const under = bookings.filter((booking) => booking.startsAt < closes && booking.endsAt > opens);
            if (under.length > 0) refuseConflicts(under, timeZone, language);
          },
          (before, after) =>
            audit({
              action: "special-day.save",
              entity: "place_special_days",
              entityId: String(after.id),
              before,
              after,
            }),
        ),
      );
      return { specialDay: specialDayOf(result.specialDay), version: result.version };
    },

    async deleteSpecialDay(
      actor: PartnerActor | null,
      placeId: number,
      dayId: number,
      version: number,
      language: Language,
    ): Promise<{ removed: true; version: number }> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      const audit = entry(actor, placeId);
      const result = await guarded(language, () =>
        repository.deleteSpecialDay(placeId, version, dayId, (removed) =>
          audit({
            action: "special-day.delete",
            entity: "place_special_days",
            entityId: String(dayId),
            before: removed,
            after: null,
          }),
        ),
      );
      return { removed: true, version: result.version };
    },

    async addPhoto(
      actor: PartnerActor | null,
      placeId: number,
      input: { bytes: Uint8Array; altEs?: string | undefined; altEn?: string | undefined },
      language: Language,
    ): Promise<VenuePhoto> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      return guarded(language, () => gallery.add({ placeId, actor }, input, language));
    },

    async updatePhotoAlt(
      actor: PartnerActor | null,
      placeId: number,
      photoId: number,
      alt: { altEs: string; altEn: string },
      language: Language,
    ): Promise<VenuePhoto> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      return guarded(language, () => gallery.updateAlt({ placeId, actor }, photoId, alt));
    },

    async reorderPhotos(
      actor: PartnerActor | null,
      placeId: number,
      photoIds: number[],
      language: Language,
    ): Promise<VenuePhoto[]> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      return guarded(language, () => gallery.reorder({ placeId, actor }, photoIds, String(placeId)));
    },

    async deletePhoto(
      actor: PartnerActor | null,
      placeId: number,
      photoId: number,
      language: Language,
    ): Promise<{ removed: true }> {
      await authorize(actor, placeId, ROLES_THAT.changeSetup, language);
      return guarded(language, () => gallery.remove({ placeId, actor }, photoId));
    },
  };
}

export type VenueProfileService = ReturnType<typeof venueProfile>;
