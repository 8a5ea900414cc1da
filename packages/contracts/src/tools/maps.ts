import { z } from "zod";
import { mainQuery } from "../surfaces.ts";
import { MAPS_LANGUAGE, MAPS_LIBRARIES, MAPS_VERSION } from "./maps-constants.ts";

/**
 * The callback is written into script text: only a plain (dotted) JavaScript identifier gets in,
 * never anything that could close the call and run code of its own.
 */
const callbackName = z
  .string()
  .max(80)
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/, "a JavaScript identifier such as initMap");

/** GET {tools maps path}: libraries, language, version and callback, plus the main API's lang and v. */
export const mapsLoaderQuery = mainQuery.extend({
  libraries: z
    .string()
    .max(100)
    .regex(/^([a-z_]+(,[a-z_]+)*)?$/, "a comma-separated list of library names such as places")
    .default(MAPS_LIBRARIES.join(",")),
  /** The map's language: Spanish unless the caller asks for another. */
  language: z.enum(["es", "en"]).default(MAPS_LANGUAGE),
  version: z
    .string()
    .max(20)
    .regex(/^(\d+(\.\d+)*|weekly|quarterly|beta|alpha)$/, "a version such as 3.47")
    .default(MAPS_VERSION),
  callback: callbackName,
});

export type MapsLoaderQuery = z.infer<typeof mapsLoaderQuery>;
