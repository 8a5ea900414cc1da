import { describe, expect, it } from "vitest";
import { createSubmissionKeys, newIdempotencyKey } from "./idempotency";

describe("submission keys", () => {
  it("reuses the key while the same payload is retried, and makes a new one when it changes", () => {
    let next = 0;
    const keys = createSubmissionKeys(() => `key-${++next}`);
    const first = keys.keyFor({ time: "20:00" });
    expect(keys.keyFor({ time: "20:00" })).toBe(first);
    expect(keys.keyFor({ time: "20:30" })).toBe("key-2");
    expect(keys.keyFor({ time: "20:00" })).toBe("key-3");
  });

  it("makes keys the server accepts", () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
  });
});
