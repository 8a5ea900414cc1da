import { DomainError, type Language, PHOTO_MAX_BYTES, PHOTOS_PER_ITEM_MAX } from "@sobremesa/contracts";
import { domainText } from "../i18n/index.ts";
import type { PhotoProblem } from "./gallery.ts";
import type { ItemOwner, PhotoWriteRefused } from "./photos-repository.ts";

/** Refuses a change to an experience's or a product's photos in the person's language. */
export function refuseItemPhoto(
  problem: PhotoProblem | PhotoWriteRefused["reason"],
  kind: ItemOwner["kind"],
  language: Language,
): never {
  const t = domainText(language);
  switch (problem) {
    case "too-large":
      throw new DomainError("PHOTO_TOO_LARGE", t("photos.tooLarge", { megabytes: PHOTO_MAX_BYTES / (1024 * 1024) }));
    case "not-an-image":
      throw new DomainError("PHOTO_NOT_AN_IMAGE", t("photos.notAnImage"));
    case "too-many":
      throw new DomainError("PHOTOS_LIMIT", t(`photos.tooMany.${kind}`, { max: PHOTOS_PER_ITEM_MAX }));
    case "stale":
      throw new DomainError("SETUP_CHANGED", t("photos.changed"));
    case "owner-not-found":
      throw new DomainError("NOT_FOUND", t(`photos.ownerNotFound.${kind}`));
    case "not-found":
      throw new DomainError("NOT_FOUND", t("photos.notFound"));
  }
}
