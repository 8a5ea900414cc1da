import type {
  CombinationBody,
  CombinationUpdateBody,
  FloorCombination,
  FloorTable,
  FloorZone,
  Language,
  PaymentPolicy,
  PaymentPolicyBody,
  TableBody,
  TableUpdateBody,
  ZoneBody,
  ZoneUpdateBody,
} from "@sobremesa/contracts";
import { partnersApi } from "./partners-api";

/** The floor page's calls (zones, tables, combinations) and the setup page's payment policy. */
export function floorApi(language: Language, venueId: number) {
  const { request } = partnersApi(language);
  const base = `/venues/${venueId}/floor`;
  const removal = (version: number, keepExisting = false) => ({ version, keepExisting: String(keepExisting) });
  return {
    createZone: (body: ZoneBody) => request<{ zone: FloorZone }>("POST", `${base}/zones`, body),
    updateZone: (zoneId: number, body: ZoneUpdateBody) =>
      request<{ zone: FloorZone }>("PUT", `${base}/zones/${zoneId}`, body),
    moveZone: (zoneId: number, direction: "up" | "down") =>
      request<{ zones: FloorZone[] }>("POST", `${base}/zones/${zoneId}/moves`, { direction }),
    deleteZone: (zoneId: number, version: number) =>
      request<{ removed: true }>("DELETE", `${base}/zones/${zoneId}`, undefined, removal(version)),
    createTable: (body: TableBody) => request<{ table: FloorTable }>("POST", `${base}/tables`, body),
    updateTable: (tableId: number, body: TableUpdateBody) =>
      request<{ table: FloorTable }>("PUT", `${base}/tables/${tableId}`, body),
    deleteTable: (tableId: number, version: number, keepExisting: boolean) =>
      request<{ removed: true }>("DELETE", `${base}/tables/${tableId}`, undefined, removal(version, keepExisting)),
    createCombination: (body: CombinationBody) =>
      request<{ combination: FloorCombination }>("POST", `${base}/combinations`, body),
    updateCombination: (combinationId: number, body: CombinationUpdateBody) =>
      request<{ combination: FloorCombination }>("PUT", `${base}/combinations/${combinationId}`, body),
    deleteCombination: (combinationId: number, version: number, keepExisting: boolean) =>
      request<{ removed: true }>(
        "DELETE",
        `${base}/combinations/${combinationId}`,
        undefined,
        removal(version, keepExisting),
      ),
    updatePolicy: (body: PaymentPolicyBody) =>
      request<{ policy: PaymentPolicy }>("PUT", `/venues/${venueId}/setup/policy`, body),
  };
}
export type FloorApi = ReturnType<typeof floorApi>;
