import { z } from "zod";
import { API_VERSION, RESERVATION_REQUEST_FROM } from "./api.ts";
import { textInput } from "./input.ts";

/** Query every main-API GET carries: the page language and the client's API version. */
export const mainQuery = z.object({
  lang: z.enum(["es", "en"]).default("es"),
  v: textInput().max(20).default(API_VERSION),
});

/** Every reservation-system call says where it comes from. */
export const reservationQuery = z.object({
  requestFrom: z.literal(RESERVATION_REQUEST_FROM),
});

/** List answers are `{ data: [...] }`. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** Multipart POSTs of the spec answer `{ message: "success" }`. */
export const successMessage = z.object({ message: z.literal("success") });

export const errorResponse = z.object({
  message: z.string(),
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  requestId: z.string().optional(),
});

export const surfaceNames = ["main", "reservations", "b2c", "system"] as const;
export type SurfaceName = (typeof surfaceNames)[number];

export const surfaceStatus = z.object({
  data: z.object({ surface: z.enum(surfaceNames), apiVersion: z.string() }),
});

export const countrySummary = z.object({
  id: z.number().int(),
  code: z.string().length(2),
  name: z.string(),
  dial_code: z.string(),
  currency: z.string().length(3),
});
