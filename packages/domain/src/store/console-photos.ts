import type { Language, VenuePhoto } from "@sobremesa/contracts";
import type { ItemPhotos } from "../photos/index.ts";
import { type AuthorizeStore, type ConsoleActor, STORE_ROLES_THAT } from "./console.ts";

/**
 * A product's photos in the store console (owners and managers), through the one photo gallery;
 * the photos repository checks the product is the store's under its lock.
 */
export function consolePhotos(photos: ItemPhotos, authorize: AuthorizeStore) {
  const owner = (actor: ConsoleActor | null, storeId: number, productId: number) => ({
    kind: "product" as const,
    id: productId,
    storeId,
    actorId: actor?.id ?? null,
  });
  const mayEdit = (actor: ConsoleActor | null, storeId: number, language: Language) =>
    authorize(actor, storeId, STORE_ROLES_THAT.runTheStore, language);

  return {
    async addProductPhoto(
      actor: ConsoleActor | null,
      storeId: number,
      productId: number,
      input: { bytes: Uint8Array; altEs?: string | undefined; altEn?: string | undefined },
      language: Language,
    ): Promise<VenuePhoto> {
      await mayEdit(actor, storeId, language);
      return photos.add(owner(actor, storeId, productId), input, language);
    },

    async updateProductPhotoAlt(
      actor: ConsoleActor | null,
      storeId: number,
      productId: number,
      photoId: number,
      alt: { altEs: string; altEn: string },
      language: Language,
    ): Promise<VenuePhoto> {
      await mayEdit(actor, storeId, language);
      return photos.updateAlt(owner(actor, storeId, productId), photoId, alt, language);
    },

    async reorderProductPhotos(
      actor: ConsoleActor | null,
      storeId: number,
      productId: number,
      photoIds: number[],
      language: Language,
    ): Promise<VenuePhoto[]> {
      await mayEdit(actor, storeId, language);
      return photos.reorder(owner(actor, storeId, productId), photoIds, language);
    },

    async removeProductPhoto(
      actor: ConsoleActor | null,
      storeId: number,
      productId: number,
      photoId: number,
      language: Language,
    ): Promise<{ removed: true }> {
      await mayEdit(actor, storeId, language);
      return photos.remove(owner(actor, storeId, productId), photoId, language);
    },
  };
}
