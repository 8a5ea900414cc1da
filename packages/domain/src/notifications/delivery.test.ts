import { describe, expect, it, vi } from "vitest";
import { createOutboxDelivery, describeError } from "./delivery.ts";
import type { OutboxMessage, OutboxRepository } from "./outbox-repository.ts";
import type { Transports } from "./transports.ts";

describe("describeError", () => {
  it("keeps the reason a provider call failed, from the error's causes", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:3961"), { code: "ECONNREFUSED" });
    expect(describeError(new TypeError("fetch failed", { cause: refused }))).toBe(
      "fetch failed: connect ECONNREFUSED 127.0.0.1:3961",
    );
    expect(describeError("plain text")).toBe("plain text");
  });

  it("drops credentials from URLs, in the message and in its causes", () => {
    const text = describeError(
      new Error("smtps://user:secret@mail.example:465 failed", {
        cause: new Error("from smtp://other:hunter2@relay.example"),
      }),
    );
    expect(text).toBe("smtps://***@mail.example:465 failed: from smtp://***@relay.example");
    expect(describeError(new Error("x".repeat(2_000)))).toHaveLength(500);
  });

  it("keeps a failed query's statement but not its parameters", () => {
    const failed = new Error('Failed query: insert into "accounts" ("email") values ($1)\nparams: ana@example.com', {
      cause: new Error('duplicate key value violates unique constraint "accounts_email_key"'),
    });
    expect(describeError(failed)).toBe(
      'Failed query: insert into "accounts" ("email") values ($1): duplicate key value violates unique constraint "accounts_email_key"',
    );
  });
});

describe("createOutboxDelivery", () => {
  const message = (id: string) => ({ id, channel: "email", recipient: `${id}@example.com` }) as OutboxMessage;

  /** An outbox that claims every id and remembers each markSent call; a transport that answers on demand. */
  const setUp = () => {
    const recorded: string[][] = [];
    const outbox = {
      claimMany: async (ids: string[]) => ids.map(message),
      unsentAmong: async () => new Set<string>(),
      markSent: async (entries: { id: string }[]) => {
        recorded.push(entries.map((entry) => entry.id));
      },
      releaseAfterFailure: async () => {},
    } as unknown as OutboxRepository;
    const answers = new Map<string, () => void>();
    const transports: Transports = {
      deliver: (sent) =>
        new Promise((resolve) => {
          answers.set(sent.id, () => resolve("smtp"));
        }),
      close: () => {},
    };
    return { recorded, answers, delivery: createOutboxDelivery(outbox, transports) };
  };

  it("records a message sent as soon as its provider accepted it, not when its batch is done", async () => {
    const { recorded, answers, delivery } = setUp();
    const outcome = delivery.deliverMany(["a", "b", "c"]);
    await vi.waitFor(() => expect(answers.size).toBe(3));
    answers.get("b")?.();
    // "a" and "c" are still at the provider: a sender killed now repeats only those two.
    await vi.waitFor(() => expect(recorded.flat()).toEqual(["b"]));
    answers.get("a")?.();
    answers.get("c")?.();
    const outcomes = await outcome;
    expect([...outcomes.values()]).toEqual(["sent", "sent", "sent"]);
    expect(recorded.flat().sort()).toEqual(["a", "b", "c"]);
  });
});
