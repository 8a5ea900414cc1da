import { DomainError, type Language, PHOTO_MAX_BYTES, PHOTOS_PER_VENUE_MAX } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";

export type ProfileProblem = "stale" | "not-found" | "too-many" | "unknown-cuisine" | "too-large" | "not-an-image";

/** Refuses a profile or photo change in the person's language, saying what to do about it. */
export function refuseProfile(problem: ProfileProblem, language: Language): never {
  const t = domainText(language);
  switch (problem) {
    case "stale":
      throw new DomainError("SETUP_CHANGED", t("partners.setup.changed"));
    case "not-found":
      throw new DomainError("NOT_FOUND", t("partners.profile.photoNotFound"));
    case "unknown-cuisine":
      throw new DomainError("VALIDATION_FAILED", t("partners.profile.unknownCuisine"), [
        { field: "cuisineIds", message: t("partners.profile.unknownCuisine") },
      ]);
    case "too-many":
      throw new DomainError("PHOTOS_LIMIT", t("partners.profile.tooMany", { max: PHOTOS_PER_VENUE_MAX }));
    case "too-large":
      throw new DomainError(
        "PHOTO_TOO_LARGE",
        t("partners.profile.tooLarge", { megabytes: PHOTO_MAX_BYTES / (1024 * 1024) }),
      );
    case "not-an-image":
      throw new DomainError("PHOTO_NOT_AN_IMAGE", t("partners.profile.notAnImage"));
  }
}
