import { randomUUID } from "node:crypto";
import {
  type ConciergeLead,
  DomainError,
  type Language,
  type LeadKind,
  leadFieldProblems,
  normalizePhone,
  type PartnerLead,
} from "@sobremesa/contracts";
import { sqlState } from "@sobremesa/db";
import type { LeadRow, LeadsRepository, NewOutboxRow } from "./leads-repository.ts";
import { type Letter, leadInvalidMessage, leadLetters, leadProblemMessage } from "./messages.ts";
import { leadReference } from "./reference.ts";

export interface LeadsServiceOptions {
  /** Where concierge requests are announced (CONCIERGE_EMAIL). */
  conciergeTeamEmail: string;
  /** Where partnership requests from chains are announced (PARTNERS_EMAIL). */
  partnersTeamEmail: string;
  /** Lead ids; tests fix them to make a write fail on purpose. */
  newId?: () => string;
  reference?: (kind: LeadKind) => string;
}

export interface SubmittedLead {
  kind: LeadKind;
  reference: string;
  /** False for a request whose honeypot was filled: answered like the others, stored nowhere. */
  stored: boolean;
}

/** How many times a clashing reference is drawn again before giving up (a clash is one in ~900 million). */
const REFERENCE_ATTEMPTS = 4;

/** The honeypot is filled: a bot, most likely (people never see the field). */
export function isHoneypotFilled(website: string | undefined): boolean {
  return typeof website === "string" && website.trim().length > 0;
}

/**
 * A 400 that says, in the request's language, what to fix in each field (the zod issues of the
 * edge carry problem codes, see packages/contracts leads/schemas.ts).
 */
export function leadValidationError(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  language: Language,
): DomainError {
  const details = leadFieldProblems(issues).map(({ field, problem }) => ({
    field,
    problem,
    message: leadProblemMessage(problem, language),
  }));
  const summary = details.map((detail) => detail.message).join(" ");
  return new DomainError("VALIDATION_FAILED", leadInvalidMessage(language, summary), details);
}

export function createLeadsService(repository: LeadsRepository, options: LeadsServiceOptions) {
  const newId = options.newId ?? randomUUID;
  const reference = options.reference ?? leadReference;

  function email(
    lead: LeadRow,
    role: "confirmation" | "notification",
    recipient: string,
    language: Language,
    letter: Letter,
  ): NewOutboxRow {
    return {
      channel: "email",
      recipient,
      subject: letter.subject,
      body: letter.body,
      template: `${lead.kind}-${role}`,
      language,
      // One of each per lead, whatever retries happen upstream: the worker sends each once.
      dedupKey: `${lead.kind}-${role}:${lead.id}`,
    };
  }

  async function store(
    kind: LeadKind,
    contact: { name: string; email: string; phone: string; dialCode: string; message?: string | undefined },
    language: Language,
    details: Record<string, unknown>,
    letters: (reference: string, phone: string) => { confirmation: Letter; notification: Letter; team: string },
  ): Promise<SubmittedLead> {
    // The edge checked the number against its dial code; E.164 is what the team dials.
    const phone = normalizePhone(contact.phone, contact.dialCode)?.e164;
    if (!phone) throw leadValidationError([{ path: ["phone"], message: "phoneInvalid" }], language);
    for (let attempt = 1; ; attempt++) {
      const candidate = reference(kind);
      try {
        const row = await repository.insertWithMessages(
          {
            id: newId(),
            kind,
            reference: candidate,
            language,
            name: contact.name,
            email: contact.email,
            phone,
            details,
            message: contact.message || null,
          },
          (lead) => {
            const { confirmation, notification, team } = letters(lead.reference, phone);
            return [
              email(lead, "confirmation", lead.email, language, confirmation),
              email(lead, "notification", team, "es", notification),
            ];
          },
        );
        return { kind, reference: row.reference, stored: true };
      } catch (error) {
        const clash = sqlState(error) === "23505" && String(errorText(error)).includes("leads_reference_unique");
        if (!clash || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  return {
    /** Stores a concierge request and queues its two e-mails, atomically; a filled honeypot stores nothing. */
    async submitConcierge(lead: ConciergeLead): Promise<SubmittedLead> {
      if (isHoneypotFilled(lead.website))
        return { kind: "concierge", reference: reference("concierge"), stored: false };
      const { occasion, date, partySize, budget, country, city } = lead;
      return store(
        "concierge",
        lead,
        lead.lang,
        { occasion, date, partySize, budget, country, city },
        (ref, phone) => ({
          confirmation: leadLetters.conciergeConfirmation(lead.lang, ref, lead),
          notification: leadLetters.conciergeNotification(ref, lead, phone),
          team: options.conciergeTeamEmail,
        }),
      );
    },

    /** Stores a chain's partnership request and queues its two e-mails, atomically; a filled honeypot stores nothing. */
    async submitPartner(lead: PartnerLead): Promise<SubmittedLead> {
      if (isHoneypotFilled(lead.website)) return { kind: "partner", reference: reference("partner"), stored: false };
      const { company, branches, countries } = lead;
      return store("partner", lead, lead.lang, { company, branches, countries }, (ref, phone) => ({
        confirmation: leadLetters.partnerConfirmation(lead.lang, ref, lead),
        notification: leadLetters.partnerNotification(ref, lead, phone),
        team: options.partnersTeamEmail,
      }));
    },
  };
}

/** The constraint name of a wrapped driver error (Drizzle puts the driver's error in `cause`). */
function errorText(error: unknown): string {
  const cause = (error as { cause?: { constraint?: unknown; message?: unknown } } | null)?.cause;
  return `${String(cause?.constraint ?? "")} ${String(cause?.message ?? "")} ${String((error as Error)?.message ?? "")}`;
}

export type LeadsService = ReturnType<typeof createLeadsService>;
