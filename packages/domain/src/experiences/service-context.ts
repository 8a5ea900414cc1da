import { randomInt } from "node:crypto";
import { calendarPerson, DomainError, type ErrorCode, type Language } from "@sobremesa/contracts";
import type { BillingProvider } from "../billing/index.ts";
import type { PaymentsService } from "../payments/index.ts";
import type { ItemPhotosReader } from "../photos/index.ts";
import type { ExperiencesRepository } from "./experiences-repository.ts";
import { type ExperienceProblem, experienceMessage } from "./messages.ts";

export interface ExperiencesServiceOptions {
  provider: BillingProvider;
  /** The charge step, refunds and idempotency every kind of order shares. */
  payments: PaymentsService;
  siteUrl: string;
  /** The e-mails' sender ("Sobremesa <no-reply@sobremesa.mx>"): the calendar entries' organizer. */
  mailFrom?: string;
  /** Whether a user holds a running membership (member prices). */
  isMember?: (userId: string) => Promise<boolean>;
  /** The signed-in buyer's customer at the provider and their saved cards. */
  savedCards?: (userId: string) => Promise<{ customerId: string; paymentMethodIds: string[] } | null>;
  /** The organizers' photos of experiences (none: every card shows its category's art). */
  photos?: ItemPhotosReader;
  /** How long seats are held while the buyer pays. */
  holdMinutes?: number;
}

export const PAGE_SIZE = 24;
export const SESSION_DAYS = 60;
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function money(amount: number, currency: string) {
  return { amount, currency };
}

export function orderCode(): string {
  let code = "EXP-";
  for (let index = 0; index < 6; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const title = (row: { titleEs: string; titleEn: string }, language: Language) =>
  language === "es" ? row.titleEs : row.titleEn;

export function fail(
  code: ErrorCode,
  problem: ExperienceProblem,
  language: Language,
  values?: Record<string, string | number>,
): never {
  throw new DomainError(code, experienceMessage(problem, language, values));
}

/** What every use case shares: the repository, the options and the calendar entries' organizer. */
export function createServiceContext(repository: ExperiencesRepository, options: ExperiencesServiceOptions) {
  const organizer = calendarPerson(options.mailFrom ?? "Sobremesa <no-reply@sobremesa.mx>");

  async function memberOf(userId: string | null): Promise<boolean> {
    return userId && options.isMember ? options.isMember(userId) : false;
  }

  return { repository, options, organizer, memberOf };
}

export type ServiceContext = ReturnType<typeof createServiceContext>;
