// One file past 500 lines on purpose: its tests share one app and its accounts, and each integration
// file builds its own app on both databases, so splitting it would pay that setup again for no gain.
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Account,
  bearer,
  browser,
  latestCode,
  multipart,
  outbox,
  PASSWORD,
  RSV,
  rawSessionCookie,
  SITE_ORIGIN,
  sessionCookieOf,
  uniqueEmail,
  uniqueIp,
  urlencoded,
  verifiedAccount,
} from "../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

describe("accounts: sign-up, verification, sign-in, reset, sessions and the user panel API", () => {
  let subject: TestApp;
  // Each request from its own address: the per-IP limits are tested in accounts-security.
  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });

  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(async () => {
    await subject.close();
  });

  describe("POST /rsv/registeredCustomer/register", () => {
    it("creates an unverified account, answers { user, token }, sets the HttpOnly rs_s_t cookie and e-mails a code", async () => {
      const email = uniqueEmail();
      const response = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "Ana", lastName: "López", marketingConsent: true },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user).toMatchObject({
        email,
        emailVerified: false,
        firstName: "Ana",
        name: "Ana López",
        marketingConsent: true,
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
      const cookie = rawSessionCookie(response);
      expect(cookie).toContain(`rs_s_t=${body.token}`);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/); // http://localhost in tests (ADR 006)
      const [message] = await outbox(subject.app, email);
      expect(message).toMatchObject({ channel: "email", to: email });
      expect(message?.subject).toMatch(/^\d{6} es tu código de verificación de Sobremesa$/);
    });

    it("keeps the session closed until the e-mail is verified, then opens it", async () => {
      const email = uniqueEmail();
      const registered = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "Ana", lastName: "López", language: "en" },
      });
      const { token } = registered.json();
      expect((await inject({ url: "/api/user/me", headers: bearer(token) })).statusCode).toBe(401);
      const code = await latestCode(subject.app, email);
      expect((await outbox(subject.app, email))[0]?.subject).toMatch(/is your Sobremesa verification code/);
      const verified = await inject({
        method: "POST",
        url: "/api/auth/verification-email",
        ...(await multipart({ email, code })),
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: "success" });
      const me = await inject({ url: "/api/user/me", headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ email, emailVerified: true, language: "en" });
    });

    it("answers a registered e-mail exactly like a new one, opens nothing and tells the owner", async () => {
      const owner = await verifiedAccount(subject.app);
      const again = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email: owner.email, password: "Otra-Clave-Segura-9", firstName: "Eve", lastName: "Mallory" },
      });
      const fresh = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email: uniqueEmail(), password: "Otra-Clave-Segura-9", firstName: "Eve", lastName: "Mallory" },
      });
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
      expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
      expect(again.json().user.id).not.toBe(owner.id);
      expect(sessionCookieOf(again)).toBe(again.json().token);
      // The token of the attempt is no session, exactly as a fresh unverified account's is not.
      expect((await inject({ url: "/api/user/me", headers: bearer(again.json().token) })).statusCode).toBe(401);
      expect((await inject({ url: "/api/user/me", headers: bearer(fresh.json().token) })).statusCode).toBe(401);
      const [notice] = await outbox(subject.app, owner.email);
      expect(notice?.subject).toBe("Alguien intentó registrarse con tu correo");
      // The owner's password still works; the attempt's does not.
      const login = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/login?${RSV}`,
        payload: { email: owner.email, password: "Otra-Clave-Segura-9" },
      });
      expect(login.statusCode).toBe(401);
    });

    it.each([
      ["es", "corta", "La contraseña debe tener al menos 8 caracteres."],
      ["en", "short", "The password must have at least 8 characters."],
      ["es", "password123", "Esa contraseña es demasiado común; elige otra más difícil de adivinar."],
      ["en", "qwertyuiop", "That password is too common; choose one that is harder to guess."],
      ["es", "12345678", "Esa contraseña es demasiado común; elige otra más difícil de adivinar."],
      ["en", "x".repeat(129), "The password cannot have more than 128 characters."],
    ])("refuses a weak password (%s, %s)", async (lang, password, message) => {
      const email = uniqueEmail();
      const response = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}&lang=${lang}`,
        payload: { email, password, firstName: "Ana", lastName: "López" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect(response.json().error.message).toBe(message);
      expect((await inject({ url: `/api/tools/email-exists?email=${email}` })).json()).toEqual({ exists: false });
    });

    it("accepts a long passphrase (64 characters and more)", async () => {
      const response = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: {
          email: uniqueEmail(),
          password: "una frase de paso muy larga ".repeat(4),
          firstName: "A",
          lastName: "B",
        },
      });
      expect(response.statusCode).toBe(200);
    });

    it("sends an SMS code for a phone and verifies the phone with it", async () => {
      const email = uniqueEmail();
      const registered = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: {
          email,
          password: PASSWORD,
          firstName: "Ana",
          lastName: "López",
          phone: "55 1234 0001",
          countryCode: "+52",
        },
      });
      expect(registered.json().user).toMatchObject({
        phone: "+525512340001",
        countryCode: "+52",
        phoneVerified: false,
      });
      const sms = await outbox(subject.app, "+525512340001");
      expect(sms[0]).toMatchObject({ channel: "sms", subject: null });
      const code = await latestCode(subject.app, "+525512340001");
      const wrong = await inject({
        method: "POST",
        url: "/api/auth/verification-code?lang=en",
        ...(await multipart({ phone: "5512340001", countryCode: "52", code: code === "000000" ? "111111" : "000000" })),
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("The code is not valid or has expired.");
      const verified = await inject({
        method: "POST",
        url: "/api/auth/verification-code",
        ...(await multipart({ phone: "5512340001", countryCode: "mx", code })),
      });
      expect(verified.json()).toEqual({ message: "success" });
      const me = await inject({ url: "/api/user/me", headers: bearer(registered.json().token) });
      expect(me.json().data).toMatchObject({ phoneVerified: true, emailVerified: false });
    });

    it("refuses an invalid phone in the request's language", async () => {
      const response = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: {
          email: uniqueEmail(),
          password: PASSWORD,
          firstName: "A",
          lastName: "B",
          phone: "1234",
          countryCode: "+52",
          lang: "en",
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The phone number is not valid.");
    });
  });

  describe("verification codes", () => {
    it("resends a code by POST /api/auth/send-verification-email; the older one dies", async () => {
      const email = uniqueEmail();
      await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "A", lastName: "B" },
      });
      const first = await latestCode(subject.app, email);
      const resent = await inject({
        method: "POST",
        url: "/api/auth/send-verification-email",
        ...urlencoded({ email }),
      });
      expect(resent.json()).toEqual({ message: "success" });
      const second = await latestCode(subject.app, email);
      expect((await outbox(subject.app, email)).length).toBe(2);
      if (first !== second) {
        const old = await inject({
          method: "POST",
          url: "/api/auth/verification-email",
          payload: { email, code: first },
        });
        expect(old.statusCode).toBe(400);
      }
      const ok = await inject({
        method: "POST",
        url: "/api/auth/verification-email",
        payload: { email, code: second },
      });
      expect(ok.statusCode).toBe(200);
    });

    it("answers success for an unknown e-mail without sending anything", async () => {
      const email = uniqueEmail("nobody");
      const response = await inject({
        method: "POST",
        url: "/api/auth/send-verification-email",
        ...(await multipart({ email })),
      });
      expect(response.json()).toEqual({ message: "success" });
      expect(await outbox(subject.app, email)).toEqual([]);
    });

    it("kills a code after 5 attempts, even the right one after that", async () => {
      const email = uniqueEmail();
      await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "A", lastName: "B" },
      });
      const code = await latestCode(subject.app, email);
      const wrong = code === "123456" ? "654321" : "123456";
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await inject({
          method: "POST",
          url: "/api/auth/verification-email",
          payload: { email, code: wrong },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe("El código no es válido o ya expiró.");
      }
      const right = await inject({ method: "POST", url: "/api/auth/verification-email", payload: { email, code } });
      expect(right.statusCode).toBe(400);
    });

    it("accepts the right code on the fifth attempt", async () => {
      const email = uniqueEmail();
      await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "A", lastName: "B" },
      });
      const code = await latestCode(subject.app, email);
      const wrong = code === "123456" ? "654321" : "123456";
      for (let attempt = 0; attempt < 4; attempt += 1)
        await inject({ method: "POST", url: "/api/auth/verification-email", payload: { email, code: wrong } });
      const right = await inject({ method: "POST", url: "/api/auth/verification-email", payload: { email, code } });
      expect(right.statusCode).toBe(200);
    });

    it("uses a code once only", async () => {
      const email = uniqueEmail();
      await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "A", lastName: "B" },
      });
      const code = await latestCode(subject.app, email);
      expect(
        (await inject({ method: "POST", url: "/api/auth/verification-email", payload: { email, code } })).statusCode,
      ).toBe(200);
      expect(
        (await inject({ method: "POST", url: "/api/auth/verification-email", payload: { email, code } })).statusCode,
      ).toBe(400);
    });

    it("refuses a code older than 10 minutes", async () => {
      const email = uniqueEmail();
      await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "A", lastName: "B" },
      });
      const code = await latestCode(subject.app, email);
      await subject.database.handle.query(
        "update auth_codes set created_at = created_at - interval '11 minutes', expires_at = expires_at - interval '11 minutes' where destination = $1",
        [email],
      );
      const response = await inject({
        method: "POST",
        url: "/api/auth/verification-email?lang=en",
        payload: { email, code },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The code is not valid or has expired.");
    });

    it("stores only hashes of codes", async () => {
      const email = uniqueEmail();
      await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "A", lastName: "B" },
      });
      const code = await latestCode(subject.app, email);
      const rows = await subject.database.handle.query<{ code_hash: string }>(
        "select code_hash from auth_codes where destination = $1",
        [email],
      );
      expect(rows.length).toBe(1);
      expect(rows[0]?.code_hash).not.toContain(code);
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("refuses a malformed code with a 400 in the request's language", async () => {
      const response = await inject({
        method: "POST",
        url: "/api/auth/verification-email?lang=en",
        payload: { email: uniqueEmail(), code: "12ab" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Please check the data you sent");
    });
  });

  describe("sign-in", () => {
    let account: Account;
    beforeAll(async () => {
      account = await verifiedAccount(subject.app);
    });

    it("POST /user-login (multipart, isApi) signs in, answers success with the user and rotates the session", async () => {
      const response = await inject({
        method: "POST",
        url: "/user-login",
        ...(await multipart({ email: account.email, password: PASSWORD, isApi: "true" })),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ message: "success", user: { email: account.email, id: account.id } });
      expect(response.json().token).toBeUndefined();
      const token = sessionCookieOf(response)!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(token).not.toBe(account.token);
      expect((await inject({ url: "/api/user/me", headers: { cookie: `rs_s_t=${token}` } })).statusCode).toBe(200);
    });

    it("signs in with a password hash stored by better-auth, which made every hash before", async () => {
      const account = await verifiedAccount(subject.app);
      // better-auth 1.7's hash of PASSWORD (@better-auth/utils 0.5.1).
      const stored =
        "a577682b89821345509a221d90b3c0b3:b1c0d8764945d357eb43c9da9452c993d60d4d1070d4dc44cb512503ea196d199f6eaa0ffa7307b1144c176c79f27ac9e2677b34b709db09820c96fe873c372e";
      await subject.database.handle.query(
        "update accounts set password = $1 where user_id = $2 and provider_id = 'credential'",
        [stored, account.id],
      );
      const signIn = (password: string) =>
        inject({
          method: "POST",
          url: "/user-login",
          ...urlencoded({ email: account.email, password, isApi: "true" }),
        });
      expect((await signIn(`${PASSWORD}x`)).statusCode).toBe(401);
      expect((await signIn(PASSWORD)).statusCode).toBe(200);
    });

    it("revokes the session the request carried when it signs in again (rotation)", async () => {
      const account = await verifiedAccount(subject.app);
      const first = await inject({
        method: "POST",
        url: "/user-login",
        ...urlencoded({ email: account.email, password: PASSWORD, isApi: "true" }),
      });
      const old = sessionCookieOf(first)!;
      const second = await inject({
        method: "POST",
        url: "/user-login",
        headers: { ...urlencoded({}).headers, ...browser(old) },
        payload: urlencoded({ email: account.email, password: PASSWORD, isApi: "true" }).payload,
      });
      const fresh = sessionCookieOf(second)!;
      expect(fresh).not.toBe(old);
      expect((await inject({ url: "/api/user/me", headers: bearer(old) })).statusCode).toBe(401);
      expect((await inject({ url: "/api/user/me", headers: bearer(fresh) })).statusCode).toBe(200);
    });

    it.each([
      ["es", "El correo, teléfono, contraseña o código no son correctos."],
      ["en", "The e-mail, phone, password or code is not correct."],
    ])("answers one generic 401 for a wrong password and an unknown e-mail (%s)", async (lang, message) => {
      const wrong = await inject({
        method: "POST",
        url: `/user-login?lang=${lang}`,
        ...(await multipart({ email: account.email, password: "wrong-password-1", isApi: "true" })),
      });
      const unknown = await inject({
        method: "POST",
        url: `/user-login?lang=${lang}`,
        ...(await multipart({ email: uniqueEmail("nobody"), password: "wrong-password-1", isApi: "true" })),
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(message);
        expect(sessionCookieOf(response)).toBeUndefined();
      }
    });

    it("POST /b2c/api/auth/login answers user and token; the token works as a Bearer", async () => {
      const account = await verifiedAccount(subject.app);
      const response = await inject({
        method: "POST",
        url: "/b2c/api/auth/login",
        payload: { email: account.email, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      const { user, token } = response.json();
      expect(user.email).toBe(account.email);
      const me = await inject({ url: "/api/user/me", headers: bearer(token) });
      expect(me.json().data.id).toBe(account.id);
    });

    it("POST /rsv/registeredCustomer/login answers { user, token } or error.message", async () => {
      const account = await verifiedAccount(subject.app);
      const ok = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/login?${RSV}`,
        payload: { email: account.email, password: PASSWORD },
      });
      expect(ok.statusCode).toBe(200);
      expect(Object.keys(ok.json()).sort()).toEqual(["token", "user"]);
      const bad = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/login?${RSV}&lang=en`,
        payload: { email: account.email, password: "nope-nope-nope" },
      });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().error.message).toBe("The e-mail, phone, password or code is not correct.");
      const noFrom = await inject({
        method: "POST",
        url: "/rsv/registeredCustomer/login",
        payload: { email: account.email, password: PASSWORD },
      });
      expect(noFrom.statusCode).toBe(400);
    });

    it("signs in with a code e-mailed by POST /api/auth/send-code (purpose sign-in) for a verified e-mail", async () => {
      const sent = await inject({
        method: "POST",
        url: "/api/auth/send-code",
        ...(await multipart({ email: account.email, purpose: "sign-in" })),
      });
      expect(sent.json()).toEqual({ message: "success" });
      const code = await latestCode(subject.app, account.email);
      expect((await outbox(subject.app, account.email))[0]?.subject).toMatch(/iniciar sesión/);
      const login = await inject({
        method: "POST",
        url: "/user-login",
        ...(await multipart({ email: account.email, code, isApi: "true" })),
      });
      expect(login.statusCode).toBe(200);
      const reuse = await inject({
        method: "POST",
        url: "/user-login",
        ...(await multipart({ email: account.email, code, isApi: "true" })),
      });
      expect(reuse.statusCode).toBe(401);
    });

    it("never signs an unverified account in with a code, and its password keeps working", async () => {
      const email = uniqueEmail();
      await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/register?${RSV}`,
        payload: { email, password: PASSWORD, firstName: "A", lastName: "B" },
      });
      const before = (await outbox(subject.app, email)).length;
      const sent = await inject({ method: "POST", url: "/api/auth/send-code", payload: { email, purpose: "sign-in" } });
      expect(sent.json()).toEqual({ message: "success" });
      expect((await outbox(subject.app, email)).length).toBe(before);
      // Even the verification code of the account is no sign-in code.
      const code = await latestCode(subject.app, email);
      const login = await inject({ method: "POST", url: "/user-login", payload: { email, code, isApi: true } });
      expect(login.statusCode).toBe(401);
      const password = await inject({
        method: "POST",
        url: "/user-login",
        payload: { email, password: PASSWORD, isApi: true },
      });
      expect(password.statusCode).toBe(200);
      expect(password.json().user.emailVerified).toBe(false);
    });

    it("signs in with an SMS code on a verified phone", async () => {
      const phone = "5512340002";
      const owner = await verifiedAccount(subject.app, { phone, countryCode: "+52" });
      const smsCode = await latestCode(subject.app, "+525512340002");
      await inject({
        method: "POST",
        url: "/api/auth/verification-code",
        payload: { phone, countryCode: "+52", code: smsCode },
      });
      const sent = await inject({
        method: "POST",
        url: "/api/auth/send-code",
        payload: { phone, countryCode: "+52", purpose: "sign-in" },
      });
      expect(sent.json()).toEqual({ message: "success" });
      const code = await latestCode(subject.app, "+525512340002");
      const login = await inject({
        method: "POST",
        url: "/b2c/api/auth/login",
        payload: { phone, countryCode: "+52", code },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.id).toBe(owner.id);
    });

    it("refuses a sign-in without usable credentials with a 400", async () => {
      const response = await inject({
        method: "POST",
        url: "/user-login",
        payload: { email: account.email, isApi: true },
      });
      expect(response.statusCode).toBe(400);
    });
  });

  describe("sign-out", () => {
    it("POST /api/auth/logout revokes the session and clears the cookie", async () => {
      const account = await verifiedAccount(subject.app);
      const response = await inject({ method: "POST", url: "/api/auth/logout", headers: browser(account.token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "success" });
      expect(rawSessionCookie(response)).toMatch(/^rs_s_t=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
      expect((await inject({ url: "/api/user/me", headers: bearer(account.token) })).statusCode).toBe(401);
    });

    it("answers success when already signed out", async () => {
      const response = await inject({ method: "POST", url: "/api/auth/logout" });
      expect(response.json()).toEqual({ message: "success" });
    });
  });

  describe("password reset", () => {
    it("answers the same for a registered and an unknown e-mail, and e-mails a code and a link only to the first", async () => {
      const account = await verifiedAccount(subject.app);
      const unknown = uniqueEmail("nobody");
      const known = await inject({
        url: `/rsv/registeredCustomer/resetPasswordEmail/${encodeURIComponent(account.email)}?${RSV}`,
      });
      const stranger = await inject({
        url: `/rsv/registeredCustomer/resetPasswordEmail/${encodeURIComponent(unknown)}?${RSV}`,
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(stranger.json());
      expect(known.json()).toEqual({
        success: true,
        message: "Si el correo está registrado, te enviamos un código y un enlace para restablecer tu contraseña.",
      });
      const english = await inject({
        url: `/rsv/registeredCustomer/resetPasswordEmail/${encodeURIComponent(unknown)}?${RSV}&lang=en`,
      });
      expect(english.json().message).toBe(
        "If the e-mail is registered, we sent you a code and a link to reset your password.",
      );
      expect(await outbox(subject.app, unknown)).toEqual([]);
      const [letter] = await outbox(subject.app, account.email);
      expect(letter?.subject).toBe("Restablece tu contraseña de Sobremesa");
      expect(letter?.body).toMatch(
        /http:\/\/localhost:3000\/olvide-mi-contrasena\/\?email=.+&token=[A-Za-z0-9_-]{40,}/,
      );
    });

    it("resets with the code: success false with the reason first, then success; every session ends", async () => {
      const account = await verifiedAccount(subject.app);
      const other = await inject({
        method: "POST",
        url: "/b2c/api/auth/login",
        payload: { email: account.email, password: PASSWORD },
      });
      await inject({ url: `/rsv/registeredCustomer/resetPasswordEmail/${encodeURIComponent(account.email)}?${RSV}` });
      const code = await latestCode(subject.app, account.email);
      const weak = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/resetPassword?${RSV}&lang=en`,
        payload: { email: account.email, code, password: "password" },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toEqual({
        success: false,
        message: "That password is too common; choose one that is harder to guess.",
      });
      const wrong = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/resetPassword?${RSV}`,
        payload: { email: account.email, code: code === "000000" ? "111111" : "000000", password: "Nueva-Clave-2026" },
      });
      expect(wrong.json()).toEqual({ success: false, message: "El código no es válido o ya expiró." });
      const done = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/resetPassword?${RSV}`,
        payload: { email: account.email, code, password: "Nueva-Clave-2026" },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ success: true, message: "Tu contraseña se actualizó." });
      for (const token of [account.token, other.json().token])
        expect((await inject({ url: "/api/user/me", headers: bearer(token) })).statusCode).toBe(401);
      const oldPassword = await inject({
        method: "POST",
        url: "/b2c/api/auth/login",
        payload: { email: account.email, password: PASSWORD },
      });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await inject({
        method: "POST",
        url: "/b2c/api/auth/login",
        payload: { email: account.email, password: "Nueva-Clave-2026" },
      });
      expect(newPassword.statusCode).toBe(200);
    });

    it("resets with the link's token", async () => {
      const account = await verifiedAccount(subject.app, { language: "en" });
      await inject({ url: `/rsv/registeredCustomer/resetPasswordEmail/${encodeURIComponent(account.email)}?${RSV}` });
      const [letter] = await outbox(subject.app, account.email);
      expect(letter?.body).toContain("/en/forgot-my-password/");
      const token = /token=([A-Za-z0-9_-]+)/.exec(letter?.body ?? "")?.[1];
      const done = await inject({
        method: "POST",
        url: `/rsv/registeredCustomer/resetPassword?${RSV}&lang=en`,
        payload: { email: account.email, token, password: "Link-Clave-2026" },
      });
      expect(done.json()).toEqual({ success: true, message: "Your password was updated." });
    });
  });

  describe("user panel API", () => {
    it("GET /api/user/me answers 401 { message } when signed out, in the request's language", async () => {
      const es = await inject({ url: "/api/user/me" });
      expect(es.statusCode).toBe(401);
      expect(es.json().message).toBe("Inicia sesión para continuar.");
      const en = await inject({ url: "/api/user/me?lang=en", headers: bearer("x".repeat(32)) });
      expect(en.statusCode).toBe(401);
      expect(en.json().message).toBe("Please sign in to continue.");
    });

    it("PATCH /api/user/profile updates names, phone, language and consent; a new phone is unverified", async () => {
      const account = await verifiedAccount(subject.app);
      const response = await inject({
        method: "PATCH",
        url: "/api/user/profile",
        headers: browser(account.token),
        payload: {
          firstName: "Lucía",
          lastName: "Pérez",
          phone: "3001234567",
          countryCode: "+57",
          language: "en",
          marketingConsent: true,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        firstName: "Lucía",
        lastName: "Pérez",
        name: "Lucía Pérez",
        phone: "+573001234567",
        countryCode: "+57",
        phoneVerified: false,
        language: "en",
        marketingConsent: true,
      });
      const bad = await inject({
        method: "PATCH",
        url: "/api/user/profile",
        headers: browser(account.token),
        payload: { email: "other@example.com" },
      });
      expect(bad.statusCode).toBe(400);
    });

    it("POST /api/user/change-password ends every other session and rotates this one", async () => {
      const account = await verifiedAccount(subject.app);
      const other = (
        await inject({
          method: "POST",
          url: "/b2c/api/auth/login",
          payload: { email: account.email, password: PASSWORD },
        })
      ).json().token as string;
      const wrong = await inject({
        method: "POST",
        url: "/api/user/change-password?lang=en",
        headers: browser(account.token),
        payload: { currentPassword: "not-it-at-all", newPassword: "Otra-Clave-2026" },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe("The password is not correct.");
      const weak = await inject({
        method: "POST",
        url: "/api/user/change-password",
        headers: browser(account.token),
        payload: { currentPassword: PASSWORD, newPassword: "iloveyou1" },
      });
      expect(weak.statusCode).toBe(400);
      const response = await inject({
        method: "POST",
        url: "/api/user/change-password",
        headers: browser(account.token),
        payload: { currentPassword: PASSWORD, newPassword: "Otra-Clave-2026" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "success" });
      const rotated = sessionCookieOf(response)!;
      expect(rotated).not.toBe(account.token);
      expect((await inject({ url: "/api/user/me", headers: bearer(account.token) })).statusCode).toBe(401);
      expect((await inject({ url: "/api/user/me", headers: bearer(other) })).statusCode).toBe(401);
      expect((await inject({ url: "/api/user/me", headers: bearer(rotated) })).statusCode).toBe(200);
      expect((await outbox(subject.app, account.email))[0]?.subject).toBe("Tu contraseña de Sobremesa cambió");
    });

    it("DELETE /api/user erases the personal data after the password confirms it", async () => {
      const account = await verifiedAccount(subject.app, { phone: "5512340003", countryCode: "+52" });
      const wrong = await inject({
        method: "DELETE",
        url: "/api/user",
        headers: browser(account.token),
        payload: { password: "nope-nope" },
      });
      expect(wrong.statusCode).toBe(400);
      const response = await inject({
        method: "DELETE",
        url: "/api/user",
        headers: browser(account.token),
        payload: { password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: "success" });
      expect(sessionCookieOf(response)).toBe("");
      const [row] = await subject.database.handle.query<Record<string, unknown>>(
        "select email, first_name, last_name, name, phone, deleted_at from users where id = $1",
        [account.id],
      );
      expect(row).toMatchObject({ first_name: "", last_name: "", name: "", phone: null });
      expect(row?.email).not.toContain("example.com");
      expect(row?.deleted_at).not.toBeNull();
      const left = await subject.database.handle.query<{ count: number }>(
        "select (select count(*) from sessions where user_id = $1) + (select count(*) from accounts where user_id = $1) + (select count(*) from auth_codes where user_id = $1) as count",
        [account.id],
      );
      expect(Number(left[0]?.count)).toBe(0);
      expect((await inject({ url: `/api/tools/email-exists?email=${account.email}` })).json()).toEqual({
        exists: false,
      });
      const login = await inject({
        method: "POST",
        url: "/b2c/api/auth/login",
        payload: { email: account.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(401);
    });
  });

  describe("GET /api/tools/email-exists", () => {
    it("says whether an e-mail has an account", async () => {
      const account = await verifiedAccount(subject.app);
      const ip = uniqueIp();
      expect(
        (
          await inject({ url: `/api/tools/email-exists?email=${account.email.toUpperCase()}`, remoteAddress: ip })
        ).json(),
      ).toEqual({
        exists: true,
      });
      expect(
        (await inject({ url: `/api/tools/email-exists?email=${uniqueEmail()}`, remoteAddress: ip })).json(),
      ).toEqual({
        exists: false,
      });
    });

    it("answers { message } for a bad e-mail, in es and en", async () => {
      const es = await inject({ url: "/api/tools/email-exists?email=not-an-email", remoteAddress: uniqueIp() });
      expect(es.statusCode).toBe(400);
      expect(es.json().message).toBe("Revisa los datos enviados");
      const en = await inject({ url: "/api/tools/email-exists?email=not-an-email&lang=en", remoteAddress: uniqueIp() });
      expect(en.json().message).toBe("Please check the data you sent");
    });
  });

  describe("the dev outbox", () => {
    it("lists every message newest first as HTML, and as JSON filtered by recipient", async () => {
      const account = await verifiedAccount(subject.app);
      const html = await inject({ url: "/__dev/outbox" });
      expect(html.statusCode).toBe(200);
      expect(html.headers["content-type"]).toMatch(/text\/html/);
      expect(html.body).toContain(account.email);
      expect(html.body).toMatch(/\d{6} es tu código de verificación/);
      const json = await outbox(subject.app, account.email.toUpperCase());
      expect(json.length).toBe(1);
      expect(json[0]?.to).toBe(account.email);
    });
  });

  it("uses the SITE_URL origin in e-mail links", () => {
    expect(SITE_ORIGIN).toBe(subject.config.siteUrl);
  });
});
