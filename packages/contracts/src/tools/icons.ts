import { z } from "zod";
import { mainQuery } from "../surfaces.ts";
import { MAX_ICONS_PER_REQUEST } from "./icons-constants.ts";

const iconName = z
  .string()
  .max(40)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "kebab-case icon names");

/** GET {icons path}?icons=a,b,c */
export const iconsQuery = mainQuery.extend({
  icons: z
    .string()
    .max(MAX_ICONS_PER_REQUEST * 41)
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .pipe(z.array(iconName).min(1).max(MAX_ICONS_PER_REQUEST)),
});

/** One icon: SVG body (the content inside <svg>) and its box when it differs from the collection's. */
export const iconData = z.object({
  body: z.string().min(1).max(10_000),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
});

/** The usual icon-collection JSON shape (Iconify): a prefix and an icons object, names missing listed apart. */
export const iconCollection = z.object({
  prefix: z.string().min(1),
  icons: z.record(z.string(), iconData),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
  not_found: z.array(z.string()).optional(),
});

export type IconData = z.infer<typeof iconData>;
export type IconCollection = z.infer<typeof iconCollection>;
