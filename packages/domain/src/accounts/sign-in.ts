import { type Language, normalizePhone } from "@sobremesa/contracts";
import type { ClientInfo, Credentials, CurrentSession, SignedIn } from "./account-types.ts";
import { verifyPassword } from "./passwords.ts";
import { fail, isVerified, type ServiceContext, toAccountUser } from "./service-context.ts";
import { type HeaderSource, sessionCredential } from "./session-token.ts";

/** Signing in with a password or a code, the session of a request, and signing out. */
export function signingIn({ repository, burnPasswordTime, redeem, startSession, emailProven }: ServiceContext) {
  const service = {
    /** E-mail + password, or e-mail / phone + code for verified accounts; one generic failure. */
    async signIn(credentials: Credentials, language: Language, client: ClientInfo): Promise<SignedIn> {
      if (credentials.password !== undefined && credentials.email !== undefined) {
        const user = await repository.findUserByEmail(credentials.email);
        const hash = user ? await repository.passwordHashOf(user.id) : null;
        if (!user || !hash) {
          await burnPasswordTime(credentials.password);
          fail("UNAUTHENTICATED", "signInFailed", language);
        }
        if (!(await verifyPassword(hash, credentials.password))) fail("UNAUTHENTICATED", "signInFailed", language);
        // Each sign-in of a verified account catches up what was booked as a guest since.
        await emailProven(user);
        return startSession(user, client);
      }
      if (credentials.code !== undefined) {
        let destination: string | undefined;
        if (credentials.email !== undefined) destination = credentials.email;
        else if (credentials.phone !== undefined && credentials.countryCode !== undefined)
          destination = normalizePhone(credentials.phone, credentials.countryCode)?.e164;
        const userId = destination ? await redeem("sign-in", destination, { code: credentials.code }) : null;
        const user = userId ? await repository.findUserById(userId) : null;
        // Codes are only sent to verified e-mails and phones; check again in case it changed since.
        const verifiedHere =
          user !== null &&
          ((destination === user.email && user.emailVerified) || (destination === user.phone && user.phoneVerified));
        if (!user || !verifiedHere) fail("UNAUTHENTICATED", "signInFailed", language);
        await emailProven(user);
        return startSession(user, client);
      }
      fail("UNAUTHENTICATED", "signInFailed", language);
    },

    /**
     * The signed-in user of a token, or null. Sessions of an account with neither e-mail nor phone
     * verified are not sessions yet (ADR 006): the user panel answers 401 as for a stranger.
     */
    async sessionFromToken(token: string | undefined): Promise<CurrentSession | null> {
      if (!token || token.length > 200) return null;
      const found = await repository.findSession(token);
      if (!found || !isVerified(found.user)) return null;
      return {
        user: toAccountUser(found.user),
        session: { id: found.session.id, token: found.session.token, expiresAt: found.session.expiresAt },
      };
    },

    /** For page loaders' guards (/panel-de-usuario/): the user of the request's cookie or Bearer token. */
    async sessionFromHeaders(headers: HeaderSource): Promise<CurrentSession | null> {
      return service.sessionFromToken(sessionCredential(headers)?.token);
    },

    async signOut(token: string | undefined): Promise<void> {
      if (token && token.length <= 200) await repository.deleteSession(token);
    },
  };
  return service;
}
