import type {
  BookingWindow,
  BookingWindowBody,
  Language,
  SetupShift,
  SetupTimeBlock,
  ShiftBody,
  ShiftUpdateBody,
  TimeBlockBody,
} from "@sobremesa/contracts";
import { partnersApi } from "./partners-api";

/** The setup page's calls: shifts, booking window and time blocks of one venue. */
export function setupApi(language: Language, venueId: number) {
  const { request } = partnersApi(language);
  const base = `/venues/${venueId}/setup`;
  return {
    updateWindow: (body: BookingWindowBody) => request<{ window: BookingWindow }>("PUT", `${base}/window`, body),
    createShift: (body: ShiftBody) => request<{ shift: SetupShift }>("POST", `${base}/shifts`, body),
    updateShift: (shiftId: number, body: ShiftUpdateBody) =>
      request<{ shift: SetupShift }>("PUT", `${base}/shifts/${shiftId}`, body),
    deleteShift: (shiftId: number, version: number, keepExisting: boolean) =>
      request<{ removed: true }>("DELETE", `${base}/shifts/${shiftId}`, undefined, {
        version,
        keepExisting: String(keepExisting),
      }),
    createTimeBlock: (body: TimeBlockBody) =>
      request<{ timeBlock: SetupTimeBlock }>("POST", `${base}/time-blocks`, body),
    deleteTimeBlock: (blockId: number) => request<{ removed: true }>("DELETE", `${base}/time-blocks/${blockId}`),
  };
}
export type SetupApi = ReturnType<typeof setupApi>;
