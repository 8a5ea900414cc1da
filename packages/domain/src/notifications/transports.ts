import nodemailer from "nodemailer";
import { readEmailDetails } from "./email-details.ts";
import { renderEmailHtml } from "./email-html.ts";
import type { OutboxMessage } from "./outbox-repository.ts";

export interface TransportOptions {
  /** SMTP URL (smtps://user:pass@host:465); without it e-mails stay in the dev outbox. */
  smtpUrl?: string | undefined;
  mailFrom: string;
  /** Reply-To of every e-mail and the help address in its footer: replies reach people, not no-reply. */
  supportEmail: string;
  /** WhatsApp Cloud API; without a token WhatsApp messages stay in the dev outbox. */
  whatsapp?: { token: string; phoneNumberId: string; apiUrl?: string | undefined } | undefined;
  /** Bounds every provider call, so a hung provider costs a retry, not a stuck worker. */
  timeoutMs?: number;
}

/** How a message left: the name is stored on the outbox row. */
export type DeliveredVia = "smtp" | "whatsapp-cloud" | "dev-outbox";

export interface Transports {
  deliver(message: OutboxMessage): Promise<DeliveredVia>;
  close(): void;
}

const WHATSAPP_API_URL = "https://graph.facebook.com/v21.0";

/** A stored iCalendar message as the e-mail's text/calendar part, with the METHOD it declares. */
function calendarPart(calendar: string | null) {
  if (!calendar) return {};
  const method = /^METHOD:([A-Z-]+)\r?$/m.exec(calendar)?.[1] ?? "PUBLISH";
  return { icalEvent: { method, filename: "sobremesa.ics", content: calendar } };
}

/**
 * The real providers behind the outbox: nodemailer over SMTP for e-mail, the
 * WhatsApp Cloud API over fetch. A channel without a configured provider is "delivered" to the dev
 * outbox, where the row itself is the message. SMS has no provider yet.
 */
export function createTransports(options: TransportOptions): Transports {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : undefined;
  const whatsapp = options.whatsapp;

  return {
    async deliver(message) {
      if (message.channel === "email" && smtp) {
        await smtp.sendMail({
          from: options.mailFrom,
          to: message.recipient,
          subject: message.subject ?? "",
          text: message.body,
          // Rendered here from the row's text and facts, not stored: the rows stay small, and a
          // layout change reaches messages still waiting in the outbox.
          html: await renderEmailHtml({
            subject: message.subject ?? "",
            body: message.body,
            template: message.template,
            language: message.language === "en" ? "en" : "es",
            details: readEmailDetails(message.details),
            supportEmail: options.supportEmail,
          }),
          replyTo: options.supportEmail,
          // A retry after a lost answer carries the same Message-ID, so mail systems can drop the copy.
          messageId: `<${message.id}@outbox.sobremesa>`,
          // Sent by a machine (RFC 3834): vacation responders and auto-forwarders leave it alone.
          headers: {
            "Content-Language": message.language,
            "Auto-Submitted": "auto-generated",
            "X-Auto-Response-Suppress": "OOF, AutoReply",
          },
          ...calendarPart(message.calendar),
        });
        return "smtp";
      }
      if (message.channel === "whatsapp" && whatsapp) {
        const base = whatsapp.apiUrl ?? WHATSAPP_API_URL;
        const response = await fetch(`${base}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${whatsapp.token}`, "content-type": "application/json" },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            to: message.recipient.replace(/[^\d]/g, ""),
            type: "text",
            text: { body: message.body },
            biz_opaque_callback_data: message.id,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`WhatsApp Cloud API answered ${response.status}`);
        return "whatsapp-cloud";
      }
      return "dev-outbox";
    },
    close() {
      smtp?.close();
    },
  };
}
