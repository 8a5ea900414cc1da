import type { Database } from "@sobremesa/db";
import { schema, sqlState } from "@sobremesa/db";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { generateRecordId, generateSessionToken } from "./codes.ts";

/**
 * Everything the accounts domain stores: users, their credential (the scrypt hash in an `accounts`
 * row of provider "credential"), sessions, codes and the outbox.
 */

export type UserRow = typeof schema.users.$inferSelect;
export type CodeRow = typeof schema.authCodes.$inferSelect;

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  countryCode: string | null;
  language: "es" | "en";
  marketingConsent: boolean;
}

export interface NewCode {
  userId: string;
  purpose: string;
  destination: string;
  codeHash: string;
  tokenHash: string | null;
  expiresAt: Date;
}

export interface NewOutboxMessage {
  channel: "email" | "sms";
  recipient: string;
  subject: string | null;
  body: string;
  template: string;
  language: string;
}

export type ProfileChanges = Partial<
  Pick<UserRow, "firstName" | "lastName" | "phone" | "countryCode" | "phoneVerified" | "language" | "marketingConsent">
>;

const SESSION_DAYS = 30;
const CREDENTIAL = "credential";

export function createAccountsRepository(db: Database) {
  const { users, sessions, accounts, authCodes, outboxMessages } = schema;

  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },
    async findUserById(id: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },
    async findUserByVerifiedPhone(phone: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.phoneVerified, true), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },
    /** The most recent live account that gave this phone without verifying it yet. */
    async findUserByUnverifiedPhone(phone: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.phone, phone), eq(users.phoneVerified, false), isNull(users.deletedAt)))
        .orderBy(desc(users.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The user and its credential, together or not at all. */
    async createUser(input: NewUser): Promise<UserRow> {
      const id = generateRecordId();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            id,
            email: input.email.toLowerCase(),
            name: `${input.firstName} ${input.lastName}`.trim(),
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            countryCode: input.countryCode,
            language: input.language,
            marketingConsent: input.marketingConsent,
          })
          .returning();
        await tx.insert(accounts).values({
          id: generateRecordId(),
          userId: id,
          accountId: id,
          providerId: CREDENTIAL,
          password: input.passwordHash,
        });
        if (!row) throw new Error("user not returned by its insert");
        return row;
      });
    },
    async passwordHashOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL)))
        .limit(1);
      return row?.password ?? null;
    },
    async updatePassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(accounts)
        .set({ password: passwordHash, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL)));
    },

    /** A new session with a fresh random token, valid for 30 days. */
    async createSession(userId: string, client: { ip?: string | undefined; userAgent?: string | undefined }) {
      const [session] = await db
        .insert(sessions)
        .values({
          id: generateRecordId(),
          token: generateSessionToken(),
          userId,
          expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000),
          ipAddress: client.ip ?? "",
          userAgent: client.userAgent?.slice(0, 500) ?? "",
        })
        .returning();
      if (!session) throw new Error("session not returned by its insert");
      return { id: session.id, token: session.token, expiresAt: session.expiresAt };
    },
    /** The live session of a token and its (not deleted) user. */
    async findSession(token: string) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.token, token), gt(sessions.expiresAt, new Date()), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },
    async deleteSession(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.token, token));
    },
    async deleteUserSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async countSessions(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.count ?? 0;
    },

    /** The verified account (its id, e-mail and flag), or null when it is gone. */
    async markEmailVerified(userId: string): Promise<Pick<UserRow, "id" | "email" | "emailVerified"> | null> {
      const [row] = await db
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ id: users.id, email: users.email, emailVerified: users.emailVerified });
      return row ?? null;
    },
    /** False when another live account already verified this phone (unique index). */
    async markPhoneVerified(userId: string, phone: string): Promise<boolean> {
      try {
        const rows = await db
          .update(users)
          .set({ phoneVerified: true, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.phone, phone)))
          .returning({ id: users.id });
        return rows.length > 0;
      } catch (error) {
        if (sqlState(error) === "23505") return false;
        throw error;
      }
    },
    async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow | null> {
      const current = await this.findUserById(userId);
      if (!current) return null;
      const firstName = changes.firstName ?? current.firstName;
      const lastName = changes.lastName ?? current.lastName;
      try {
        const [row] = await db
          .update(users)
          .set({ ...changes, name: `${firstName} ${lastName}`.trim(), updatedAt: new Date() })
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .returning();
        return row ?? null;
      } catch (error) {
        if (sqlState(error) === "23505") return null;
        throw error;
      }
    },
    /**
     * Erases the personal data of an account: the row stays as a tombstone (for foreign keys of
     * later tables) with every personal field blanked; credentials, sessions and codes go.
     */
    async eraseUser(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            name: "",
            email: `deleted-${userId}@deleted.invalid`,
            emailVerified: false,
            image: null,
            firstName: "",
            lastName: "",
            phone: null,
            countryCode: null,
            phoneVerified: false,
            marketingConsent: false,
            deletedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
        await tx.delete(accounts).where(eq(accounts.userId, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(authCodes).where(eq(authCodes.userId, userId));
      });
    },

    /** Stores a code; earlier live codes of the same purpose and destination die with it. */
    async insertCode(code: NewCode): Promise<void> {
      await db
        .update(authCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(authCodes.purpose, code.purpose),
            eq(authCodes.destination, code.destination),
            isNull(authCodes.consumedAt),
          ),
        );
      await db.insert(authCodes).values(code);
    },
    /** The newest code of a purpose and destination that is neither used nor expired nor spent. */
    async latestLiveCode(purpose: string, destination: string, maxAttempts: number): Promise<CodeRow | null> {
      const [row] = await db
        .select()
        .from(authCodes)
        .where(
          and(
            eq(authCodes.purpose, purpose),
            eq(authCodes.destination, destination),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, new Date()),
            lt(authCodes.attempts, maxAttempts),
          ),
        )
        .orderBy(desc(authCodes.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** Counts one attempt atomically; false when the code was already spent, used or expired. */
    async spendAttempt(id: string, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(authCodes)
        .set({ attempts: sql`${authCodes.attempts} + 1` })
        .where(
          and(
            eq(authCodes.id, id),
            isNull(authCodes.consumedAt),
            gt(authCodes.expiresAt, new Date()),
            lt(authCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: authCodes.id });
      return rows.length > 0;
    },
    /** Single use: only the first caller gets true. */
    async consumeCode(id: string): Promise<boolean> {
      const rows = await db
        .update(authCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
        .returning({ id: authCodes.id });
      return rows.length > 0;
    },
    async insertOutbox(message: NewOutboxMessage): Promise<void> {
      await db.insert(outboxMessages).values(message);
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
