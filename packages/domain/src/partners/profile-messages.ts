import {
  DomainError,
  HOURS_RANGES_PER_DAY_MAX,
  type Language,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_VENUE_MAX,
} from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";
import type { HoursIssue } from "./hours-rules.ts";

export type ProfileProblem =
  | "stale"
  | "not-found"
  | "too-many"
  | "unknown-cuisine"
  | "unknown-taxon"
  | "too-large"
  | "not-an-image"
  | "pin-outside"
  | "day-not-found"
  | "day-past";

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
    case "unknown-taxon":
      throw new DomainError("VALIDATION_FAILED", t("partners.profile.unknownTaxon"), [
        { field: "foodTypeIds", message: t("partners.profile.unknownTaxon") },
      ]);
    case "pin-outside":
      throw new DomainError("VALIDATION_FAILED", t("partners.profile.pinOutside"), [
        { field: "latitude", message: t("partners.profile.pinOutside") },
      ]);
    case "day-not-found":
      throw new DomainError("NOT_FOUND", t("partners.profile.dayNotFound"));
    case "day-past":
      throw new DomainError("VALIDATION_FAILED", t("partners.profile.dayPast"), [
        { field: "date", message: t("partners.profile.dayPast") },
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

/** Refuses opening hours that overlap or are empty, naming each range at fault (`hours.2`). */
export function refuseHours(issues: HoursIssue[], language: Language): never {
  const t = domainText(language);
  const details = issues.map((issue) => ({
    field: `hours.${issue.index}`,
    message: t(`partners.profile.${issue.problem}`, { max: HOURS_RANGES_PER_DAY_MAX }),
  }));
  throw new DomainError("VALIDATION_FAILED", details[0]?.message ?? t("partners.profile.hoursOverlap"), details);
}
