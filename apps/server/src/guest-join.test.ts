import { describe, expect, it } from "vitest";
import { joinGuestRows, type ServicesLog } from "./guest-join.ts";

function recordingLog() {
  const lines: { level: "info" | "error"; fields: object; message: string }[] = [];
  const log: ServicesLog = {
    info: (fields, message) => lines.push({ level: "info", fields, message }),
    error: (fields, message) => lines.push({ level: "error", fields, message }),
  };
  return { lines, log };
}

describe("joinGuestRows", () => {
  it("counts what each domain joined in one line, without the e-mail", async () => {
    const { lines, log } = recordingLog();
    await joinGuestRows({ reservations: async () => 2, ticketOrders: async () => 1 }, log)("u1", "ana@example.com");
    expect(lines).toEqual([
      {
        level: "info",
        fields: { userId: "u1", joined: { reservations: 2, ticketOrders: 1 } },
        message: "guest rows joined to the account",
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain("ana@");
  });

  it("says nothing when nothing was joined", async () => {
    const { lines, log } = recordingLog();
    await joinGuestRows({ reservations: async () => 0, ticketOrders: async () => 0 }, log)("u1", "ana@example.com");
    expect(lines).toEqual([]);
  });

  it("logs a failed part and never throws; the other part still joins", async () => {
    const { lines, log } = recordingLog();
    const failure = new Error("connection lost");
    await expect(
      joinGuestRows({ reservations: () => Promise.reject(failure), ticketOrders: async () => 1 }, log)("u1", "a@b.mx"),
    ).resolves.toBeUndefined();
    expect(lines).toEqual([
      {
        level: "error",
        fields: { err: failure, userId: "u1", part: "reservations" },
        message: "guest rows: join failed; retried at next sign-in",
      },
      {
        level: "info",
        fields: { userId: "u1", joined: { reservations: null, ticketOrders: 1 } },
        message: "guest rows joined to the account",
      },
    ]);
  });
});
