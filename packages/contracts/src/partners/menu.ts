import { z } from "zod";
import { idInput, idParamInput, textInput } from "../input.ts";
import { languages } from "../locales.ts";

/** A venue's menu in the partner console: sections and items, bilingual, prices in the venue's currency. */

const lang = z.enum(languages).optional();
const version = z.number().int().min(0).max(2_147_483_647);

/** The fixed dietary tags a menu item may carry (the menus' check constraint holds the same list). */
export const menuDietaryTags = ["vegetarian", "vegan", "gluten-free", "spicy", "contains-nuts", "seafood"] as const;
export type MenuDietaryTag = (typeof menuDietaryTags)[number];

export const menuSectionParams = z.object({ venueId: idParamInput, sectionId: idParamInput });
export const menuItemParams = z.object({ venueId: idParamInput, itemId: idParamInput });
export const menuDeleteQuery = z.object({
  version: z.coerce.number<string | number>().int().min(0).max(2_147_483_647),
  lang,
});

export const menuSectionBody = z.object({
  nameEs: textInput().trim().min(1).max(80),
  nameEn: textInput().trim().min(1).max(80),
  lang,
});
export type MenuSectionBody = z.input<typeof menuSectionBody>;
export const menuSectionUpdateBody = menuSectionBody.extend({ version });
export type MenuSectionUpdateBody = z.input<typeof menuSectionUpdateBody>;

export const menuItemBody = z.object({
  sectionId: idInput,
  nameEs: textInput().trim().min(1).max(120),
  nameEn: textInput().trim().min(1).max(120),
  descriptionEs: textInput().trim().max(500).default(""),
  descriptionEn: textInput().trim().max(500).default(""),
  /** Minor units of the venue's currency. */
  price: z.number().int().min(1).max(100_000_000),
  dietaryTags: z.array(z.enum(menuDietaryTags)).max(menuDietaryTags.length).default([]),
  lang,
});
export type MenuItemBody = z.input<typeof menuItemBody>;
export type MenuItemFields = Omit<z.output<typeof menuItemBody>, "lang">;
export const menuItemUpdateBody = menuItemBody.extend({ version });
export type MenuItemUpdateBody = z.input<typeof menuItemUpdateBody>;

export const partnerMenuItem = z.object({
  id: z.number().int(),
  sectionId: z.number().int(),
  nameEs: z.string(),
  nameEn: z.string(),
  descriptionEs: z.string(),
  descriptionEn: z.string(),
  price: z.number().int(),
  dietaryTags: z.array(z.enum(menuDietaryTags)),
  position: z.number().int(),
  version: z.number().int(),
});
export type PartnerMenuItem = z.infer<typeof partnerMenuItem>;

export const partnerMenuSection = z.object({
  id: z.number().int(),
  nameEs: z.string(),
  nameEn: z.string(),
  position: z.number().int(),
  version: z.number().int(),
  items: z.array(partnerMenuItem),
});
export type PartnerMenuSection = z.infer<typeof partnerMenuSection>;

export const partnerMenuAnswer = z.object({
  /** ISO 4217: the prices' currency (the venue's). */
  currency: z.string(),
  sections: z.array(partnerMenuSection),
});
export type PartnerMenuAnswer = z.infer<typeof partnerMenuAnswer>;
export const menuSectionAnswer = z.object({ section: partnerMenuSection.omit({ items: true }) });
export const menuItemAnswer = z.object({ item: partnerMenuItem });
