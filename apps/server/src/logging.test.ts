import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions, scrubPersonalData, serializeError } from "./logging.ts";

/** A logger with the site's options whose lines land in an array. */
function capture() {
  const lines: string[] = [];
  const log = pino(loggerOptions("info"), { write: (line: string) => lines.push(line) });
  return { log, text: () => lines.join("") };
}

/** What Drizzle throws for a failed query: the statement and its parameters in the message, the cause behind. */
function failedQuery() {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: "23505",
    constraint: "users_email_key",
    table: "users",
    detail: "Key (email)=(ana@example.com) already exists.",
  });
  return Object.assign(
    new Error(
      'Failed query: insert into "users" ("email", "name") values ($1, $2)\nparams: ana@example.com,Ana López',
      {
        cause,
      },
    ),
    { query: 'insert into "users" ("email", "name") values ($1, $2)', params: ["ana@example.com", "Ana López"] },
  );
}

describe("serializeError", () => {
  it("keeps the statement, the codes and the cause, and drops the parameters and the detail", () => {
    const serialized = JSON.stringify(serializeError(failedQuery()));
    expect(serialized).toContain('insert into \\"users\\"');
    expect(serialized).toContain("23505");
    expect(serialized).toContain("users_email_key");
    expect(serialized).toContain("at ");
    expect(serialized).not.toContain("ana@example.com");
    expect(serialized).not.toContain("Ana López");
  });

  it("drops the value PostgreSQL could not read", () => {
    const error = new Error('invalid input syntax for type uuid: "Ana López"');
    expect(serializeError(error)).toMatchObject({ message: "invalid input syntax for type uuid: [redacted]" });
  });
});

describe("the site's logger", () => {
  it("writes no e-mail address or personal field, whatever the call puts in the line", () => {
    const { log, text } = capture();
    log.error({ err: failedQuery() }, "unhandled error");
    log.error(failedQuery());
    log.info({ email: "ana@example.com", user: { phone: "+52 55 1234 5678" } }, "signed in");
    log.info({ url: "/api/x?email=ana%40example.com" }, "request completed");
    log.warn("mail for ana@example.com refused");
    const written = text();
    expect(written).not.toMatch(/ana(@|%40)example\.com/);
    expect(written).not.toContain("1234 5678");
    expect(written).toContain("users_email_key");
    expect(written).toContain("[redacted]");
  });

  it("replaces the secrets of links in logged URLs", () => {
    const token = "ab12".repeat(16);
    expect(scrubPersonalData(`"url":"/rsv/reservations/K7M2?token=s3cr3t-Value_1&lang=es"`)).toBe(
      `"url":"/rsv/reservations/K7M2?token=[secret]&lang=es"`,
    );
    expect(scrubPersonalData(`"url":"/socios/invitacion/${token}/"`)).toBe(`"url":"/socios/invitacion/[secret]/"`);
    expect(scrubPersonalData(`"url":"/assets/root-B6x9Qz.js"`)).toBe(`"url":"/assets/root-B6x9Qz.js"`);
  });

  it("replaces addresses in any text, leaving package paths alone", () => {
    expect(scrubPersonalData("to <ana.lopez+1@mail.example.mx>, /node_modules/@sobremesa/db")).toBe(
      "to <[email]>, /node_modules/@sobremesa/db",
    );
  });
});
