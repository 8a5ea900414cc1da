// The command line: which profile (soak or load), how long, how big and how hard; and the mix of
// operations each profile drives.
import { parseArgs } from "node:util";
import type { OperationName } from "./scenarios.ts";

const { values } = parseArgs({
  options: {
    profile: { type: "string", default: "soak" },
    duration: { type: "string" },
    "reference-duration": { type: "string" },
    places: { type: "string" },
    connections: { type: "string", default: "32" },
    "booking-rate": { type: "string", default: "50" },
    "search-rate": { type: "string", default: "1000" },
    "max-in-flight": { type: "string", default: "1024" },
    warmup: { type: "string" },
    "cost-seconds": { type: "string", default: "0" },
    only: { type: "string" },
    instances: { type: "string" },
    worker: { type: "string", default: "separate" },
    fresh: { type: "boolean", default: false },
  },
});
const profileName = values.profile;
if (profileName !== "soak" && profileName !== "load") throw new Error("--profile expects soak or load");
export const profile: "soak" | "load" = profileName;

/** "20s", "2m", "90" (seconds). */
function seconds(text: string, flag: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(text.trim());
  if (!match) throw new Error(`${flag} expects a duration such as 20s or 2m`);
  return Number(match[1]) * (match[2] === "m" ? 60 : 1);
}
function whole(text: string | undefined, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} expects a whole number`);
  return value;
}
export const duration = seconds(values.duration ?? (profile === "load" ? "60s" : "20s"), "--duration");
export const referenceDuration = seconds(
  values["reference-duration"] ?? `${Math.min(duration, 20)}s`,
  "--reference-duration",
);
// Caches (listing pages, the facet index, prepared plans) fill as a live site's are: not counted.
export const warmup = seconds(values.warmup ?? (profile === "load" ? "15s" : "5s"), "--warmup");
export const places = whole(values.places ?? (profile === "load" ? "100000" : "2000"), "--places");
export const connections = whole(values.connections, "--connections");
export const bookingRate = whole(values["booking-rate"], "--booking-rate");
export const searchRate = whole(values["search-rate"], "--search-rate");
export const maxInFlight = whole(values["max-in-flight"], "--max-in-flight");
export const costSeconds = seconds(values["cost-seconds"] ?? "0", "--cost-seconds");
// The load profile runs what compose.yaml deploys: two web instances and a worker.
export const instances = whole(values.instances ?? (profile === "load" ? "2" : "1"), "--instances");
const workerName = values.worker;
if (workerName !== "separate" && workerName !== "inline" && workerName !== "none")
  throw new Error("--worker expects separate, inline or none");
export const workerMode: "separate" | "inline" | "none" = workerName;
/** --only book,availability: just those operations (a profile of one path, say). */
export const only = values.only?.split(",").map((name) => name.trim());
export const fresh = values.fresh;

const databaseServer = process.env.DATABASE_URL;
if (!databaseServer)
  throw new Error("bench:soak needs DATABASE_URL (a PostgreSQL server where we may create databases)");
/** The PostgreSQL server the bench creates its databases on. */
export const serverUrl: string = databaseServer;
export const log = (line: string) => console.error(`[${profile} bench] ${line}`);
export const emit = (line: Record<string, unknown>) => console.info(JSON.stringify({ ...line, profile, places }));
export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

// What visitors do, roughly: mostly reading, a few bookings (and cancels), a few purchases.
export const weights: Record<OperationName, number> = {
  page_home: 3,
  page_listing: 6,
  page_place: 5,
  search_listing: 25,
  search_facets: 10,
  page_data: 6,
  availability: 20,
  book: 12,
  cancel: 4,
  sign_in: 1,
  ticket: 2,
  store_order: 2,
};
// searchRate is split across the search and listing API calls; the rest at small fixed rates.
export const rates: Record<OperationName, number> = {
  search_listing: searchRate * 0.6,
  search_facets: searchRate * 0.3,
  page_data: searchRate * 0.1,
  book: bookingRate,
  cancel: bookingRate / 5,
  availability: bookingRate,
  page_home: 2,
  page_listing: 5,
  page_place: 5,
  sign_in: 1,
  ticket: 2,
  store_order: 2,
};
