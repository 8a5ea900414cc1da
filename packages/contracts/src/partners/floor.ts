import { z } from "zod";
import { idInput, idParamInput, textInput } from "../input.ts";
import { languages } from "../locales.ts";

/**
 * A venue's floor in the partner console (zones, tables, combinations of tables) and its payment
 * and cancellation policy. The edge checks shapes and sizes; the partners domain the rules (min above
 * max, labels, whose tables, bookings in the way) in the person's language.
 */

const lang = z.enum(languages).optional();
const version = z.number().int().min(0).max(2_147_483_647);
const keepExisting = z.boolean().default(false);
const covers = z.number().int().min(1).max(100);

export const zoneParams = z.object({ venueId: idParamInput, zoneId: idParamInput });
export const tableParams = z.object({ venueId: idParamInput, tableId: idParamInput });
export const combinationParams = z.object({ venueId: idParamInput, combinationId: idParamInput });

/** A delete names the version it was made from, and may keep the bookings it was told about. */
export const floorDeleteQuery = z.object({
  version: z.coerce.number<string | number>().int().min(0).max(2_147_483_647),
  keepExisting: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
  lang,
});

/** Up or down one place in its list (buttons, so keyboards reorder too). */
export const moveBody = z.object({ direction: z.enum(["up", "down"]), lang });
export type MoveBody = z.input<typeof moveBody>;

export const zoneBody = z.object({
  nameEs: textInput().trim().min(1).max(60),
  nameEn: textInput().trim().min(1).max(60),
  lang,
});
export type ZoneBody = z.input<typeof zoneBody>;
export const zoneUpdateBody = zoneBody.extend({ version });
export type ZoneUpdateBody = z.input<typeof zoneUpdateBody>;

export const tableBody = z.object({
  zoneId: idInput,
  label: textInput().trim().min(1).max(20),
  minCovers: covers,
  maxCovers: covers,
  /** Offered to diners online; staff may still seat it. */
  online: z.boolean().default(true),
  keepExisting,
  lang,
});
export type TableBody = z.input<typeof tableBody>;
export type TableFields = Omit<z.output<typeof tableBody>, "lang">;
export const tableUpdateBody = tableBody.extend({ version });
export type TableUpdateBody = z.input<typeof tableUpdateBody>;

export const combinationBody = z.object({
  tableIds: z.array(idInput).min(1).max(20),
  minCovers: covers,
  maxCovers: covers,
  online: z.boolean().default(true),
  keepExisting,
  lang,
});
export type CombinationBody = z.input<typeof combinationBody>;
export type CombinationFields = Omit<z.output<typeof combinationBody>, "lang">;
export const combinationUpdateBody = combinationBody.extend({ version });
export type CombinationUpdateBody = z.input<typeof combinationUpdateBody>;

export const floorZone = z.object({
  id: z.number().int(),
  nameEs: z.string(),
  nameEn: z.string(),
  position: z.number().int(),
  version: z.number().int(),
});
export type FloorZone = z.infer<typeof floorZone>;

export const floorTable = z.object({
  id: z.number().int(),
  zoneId: z.number().int(),
  label: z.string(),
  minCovers: z.number().int(),
  maxCovers: z.number().int(),
  online: z.boolean(),
  version: z.number().int(),
});
export type FloorTable = z.infer<typeof floorTable>;

export const floorCombination = z.object({
  id: z.number().int(),
  tableIds: z.array(z.number().int()),
  minCovers: z.number().int(),
  maxCovers: z.number().int(),
  online: z.boolean(),
  version: z.number().int(),
});
export type FloorCombination = z.infer<typeof floorCombination>;

export const floorAnswer = z.object({
  zones: z.array(floorZone),
  tables: z.array(floorTable),
  combinations: z.array(floorCombination),
});
export type FloorAnswer = z.infer<typeof floorAnswer>;
export const zoneAnswer = z.object({ zone: floorZone });
export const tableAnswer = z.object({ table: floorTable });
export const combinationAnswer = z.object({ combination: floorCombination });

export const paymentPolicyBody = z.object({
  /** Minor units of the venue's currency per guest; null when no deposit is asked. */
  depositPerGuest: z.number().int().min(1).max(100_000_000).nullable(),
  /** Free cancellation or change until this many hours before the arrival. */
  cancelUntilHours: z.number().int().min(0).max(720),
  /** The largest party diners may book online. */
  maxPartySize: z.number().int().min(1).max(100),
  version,
  lang,
});
export type PaymentPolicyBody = z.input<typeof paymentPolicyBody>;

export const paymentPolicy = z.object({
  depositPerGuest: z.number().int().nullable(),
  cancelUntilHours: z.number().int(),
  maxPartySize: z.number().int(),
  /** ISO 4217: the deposit's currency (the venue's). */
  currency: z.string(),
  /** The booking settings' version (shared with the booking window). */
  version: z.number().int(),
});
export type PaymentPolicy = z.infer<typeof paymentPolicy>;
export const paymentPolicyAnswer = z.object({ policy: paymentPolicy });
