import { z } from "zod";
import { artCategories, MAX_ART_SEED, ogImageKeys } from "./cover-art.ts";

/*
 * The URL parameters of the generated images, for the server only: kept apart from cover-art.ts
 * so the browser bundle, which only builds these URLs, carries no schema.
 */

/** The parameters of a cover URL, strictly: a known category and a canonical decimal seed (no leading zeros, at most 2^32 - 1). */
export const coverArtParamsSchema = z.strictObject({
  category: z.enum(artCategories),
  file: z
    .string()
    .regex(/^(?:0|[1-9][0-9]{0,9})\.svg$/)
    .transform((file) => Number(file.slice(0, -".svg".length)))
    .pipe(z.number().int().min(0).max(MAX_ART_SEED)),
});

/** The parameter of a share image URL: a known key followed by `.png`. */
export const ogImageParamsSchema = z.strictObject({
  file: z
    .string()
    .regex(/^[a-z]+\.png$/)
    .transform((file) => file.slice(0, -".png".length))
    .pipe(z.enum(ogImageKeys)),
});
