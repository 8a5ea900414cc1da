import type { Language } from "@sobremesa/contracts";
import nodemailer from "nodemailer";
import type { AccountsRepository } from "./accounts-repository.ts";

export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  body: string;
  template: string;
  language: Language;
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

export interface MailerOptions {
  /** SMTP URL (smtps://user:pass@host:465); without it every message only goes to the dev outbox. */
  smtpUrl?: string | undefined;
  from: string;
  onError?: (error: unknown) => void;
}

/**
 * DESIGN section 6: every e-mail and SMS is stored in the outbox table (shown at /__dev/outbox
 * outside production). With SMTP_URL, e-mails also go out through nodemailer, in the background so
 * the answer's timing does not depend on the mail server. SMS has no real provider yet: outbox only.
 */
export function createMailer(repository: AccountsRepository, options: MailerOptions): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const real = transport !== undefined && message.channel === "email";
      await repository.insertOutbox({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        template: message.template,
        language: message.language,
        status: real ? "sent" : "stored",
      });
      if (real) {
        transport
          .sendMail({ from: options.from, to: message.to, subject: message.subject ?? "", text: message.body })
          .catch((error: unknown) => options.onError?.(error));
      }
    },
  };
}
