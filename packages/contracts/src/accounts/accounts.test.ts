import { describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "../client.ts";
import { createAccountsClient } from "./client.ts";
import { normalizePhone } from "./phone.ts";
import { rsvRegisterBody, sendCodeBody, userLoginBody } from "./schemas.ts";

describe("normalizePhone", () => {
  it("accepts a dial code with or without plus, or a country code", () => {
    expect(normalizePhone("55 1234 5678", "+52")).toEqual({ e164: "+525512345678", countryCode: "+52" });
    expect(normalizePhone("5512345678", "52")?.e164).toBe("+525512345678");
    expect(normalizePhone("300 123 4567", "co")).toEqual({ e164: "+573001234567", countryCode: "+57" });
    expect(normalizePhone("8312 3456", "+506")?.e164).toBe("+50683123456");
  });

  it("refuses numbers that are not valid for the country", () => {
    expect(normalizePhone("1234", "+52")).toBeNull();
    expect(normalizePhone("", "+52")).toBeNull();
  });
});

describe("accounts schemas", () => {
  it("read multipart text fields: isApi and marketingConsent as text booleans", () => {
    expect(userLoginBody.parse({ email: "A@Example.com", password: "x", isApi: "true" })).toMatchObject({
      email: "a@example.com",
      isApi: true,
    });
    expect(
      rsvRegisterBody.parse({ email: "a@b.co", password: "p", firstName: "A", lastName: "B", marketingConsent: "1" })
        .marketingConsent,
    ).toBe(true);
  });

  it("want credentials: a password or a code, an e-mail or a phone with its country", () => {
    expect(userLoginBody.safeParse({ email: "a@b.co", isApi: "true" }).success).toBe(false);
    expect(userLoginBody.safeParse({ phone: "5512345678", code: "123456" }).success).toBe(false);
    expect(userLoginBody.safeParse({ phone: "5512345678", countryCode: "+52", code: "123456" }).success).toBe(true);
    expect(sendCodeBody.safeParse({ purpose: "sign-in" }).success).toBe(false);
    expect(sendCodeBody.parse({ email: "a@b.co" }).purpose).toBe("verify");
  });
});

describe("createAccountsClient", () => {
  const answering = (status: number, body: unknown) =>
    createAccountsClient(
      createApiClient({
        origin: "http://x",
        bases: { main: "/", reservations: "/rsv", b2c: "/b2c", system: "/sys" },
        language: () => "en",
        fetch: async () => new Response(JSON.stringify(body), { status }),
      }),
    );

  it("fails a verification call whose message is not success", async () => {
    await expect(answering(200, { message: "nope" }).verifyEmail({ email: "a@b.co", code: "123456" })).rejects.toThrow(
      "nope",
    );
    await expect(
      answering(200, { message: "success" }).verifyEmail({ email: "a@b.co", code: "123456" }),
    ).resolves.toEqual({
      message: "success",
    });
  });

  it("throws the returned message when a reset answers success false", async () => {
    await expect(
      answering(200, { success: false, message: "The code is not valid." }).resetPassword({
        email: "a@b.co",
        code: "1",
        password: "x",
      }),
    ).rejects.toThrow("The code is not valid.");
  });

  it("falls back to the spec's messages when the server gives none", async () => {
    await expect(answering(502, "").emailExists("a@b.co")).rejects.toThrow("An error has occurred, please try again.");
    await expect(answering(500, "").userLogin({ email: "a@b.co", password: "x" })).rejects.toThrow(
      "There was a communication problem between servers, please try again.",
    );
    const error = await answering(401, { message: "Wrong." })
      .userLogin({ email: "a@b.co", password: "x" })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("Wrong.");
  });
});
