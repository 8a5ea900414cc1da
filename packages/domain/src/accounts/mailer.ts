import type { Language } from "@sobremesa/contracts";
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

/**
 * Every e-mail and SMS goes into the outbox; the job worker delivers it through
 * the configured provider (notifications domain). The answer to the user never waits for, or
 * depends on, the mail server.
 */
export function createMailer(repository: AccountsRepository): Mailer {
  return {
    async send(message) {
      await repository.insertOutbox({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        template: message.template,
        language: message.language,
      });
    },
  };
}
