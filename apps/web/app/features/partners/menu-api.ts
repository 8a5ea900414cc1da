import type {
  Language,
  MenuItemBody,
  MenuItemUpdateBody,
  MenuSectionBody,
  MenuSectionUpdateBody,
  PartnerMenuItem,
} from "@sobremesa/contracts";
import { partnersApi } from "./partners-api";

/** The menu page's calls: sections and dishes of one venue. */
export function menuApi(language: Language, venueId: number) {
  const { request } = partnersApi(language);
  const base = `/venues/${venueId}/menu`;
  return {
    createSection: (body: MenuSectionBody) => request<{ section: unknown }>("POST", `${base}/sections`, body),
    updateSection: (sectionId: number, body: MenuSectionUpdateBody) =>
      request<{ section: unknown }>("PUT", `${base}/sections/${sectionId}`, body),
    moveSection: (sectionId: number, direction: "up" | "down") =>
      request<{ moved: true }>("POST", `${base}/sections/${sectionId}/moves`, { direction }),
    deleteSection: (sectionId: number, version: number) =>
      request<{ removed: true }>("DELETE", `${base}/sections/${sectionId}`, undefined, { version }),
    createItem: (body: MenuItemBody) => request<{ item: PartnerMenuItem }>("POST", `${base}/items`, body),
    updateItem: (itemId: number, body: MenuItemUpdateBody) =>
      request<{ item: PartnerMenuItem }>("PUT", `${base}/items/${itemId}`, body),
    moveItem: (itemId: number, direction: "up" | "down") =>
      request<{ moved: true }>("POST", `${base}/items/${itemId}/moves`, { direction }),
    deleteItem: (itemId: number, version: number) =>
      request<{ removed: true }>("DELETE", `${base}/items/${itemId}`, undefined, { version }),
  };
}
export type MenuApi = ReturnType<typeof menuApi>;
