import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  render,
  Section,
  Text,
} from "@react-email/components";
import type { Language } from "@sobremesa/contracts";
import { createElement as h, type ReactNode } from "react";
import { type EmailDetails, jsonLd } from "./email-details.ts";
import { layoutTexts } from "./messages.ts";

export interface EmailContent {
  subject: string;
  /** The text part, as the domain wrote it: the HTML part says the same. */
  body: string;
  template: string;
  language: Language;
  details: EmailDetails;
  supportEmail: string;
}

const BRAND = "#0071F2";

/*
 * Light colours inline (every client), dark ones by media query for the clients that honour it
 * (Apple Mail, iOS, Outlook for Mac, some Android); the others invert the light ones themselves,
 * which these plain colours survive.
 */
const DARK_MODE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background-color: #121212 !important; }
  .card { background-color: #1e1e1e !important; border-color: #333333 !important; }
  .text, .title { color: #ececec !important; }
  .muted { color: #a8a8a8 !important; }
  .link, .brand { color: #6cb0ff !important; }
}`;

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** A line of the text part with its addresses as links. */
function linked(line: string, key: string): ReactNode[] {
  return line
    .split(URL_PATTERN)
    .map((part, index) =>
      index % 2 === 1
        ? h(
            Link,
            { key: `${key}-${index}`, href: part, className: "link", style: { color: BRAND, wordBreak: "break-all" } },
            part,
          )
        : part,
    );
}

/** Paragraphs are separated by blank lines; the lines within one keep their breaks. */
function paragraphs(body: string): ReactNode[] {
  return body
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== "")
    .map((paragraph, index) =>
      h(
        Text,
        { key: index, className: "text", style: { color: "#1f1f1f", fontSize: "16px", lineHeight: "24px" } },
        paragraph
          .split("\n")
          .flatMap((line, at) =>
            at === 0 ? linked(line, `${at}`) : [h("br", { key: `br-${at}` }), ...linked(line, `${at}`)],
          ),
      ),
    );
}

/** JSON inside a script element (React writes it as is): "<" escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The HTML part of every e-mail: one layout (brand header, the message, a footer saying why the
 * reader got it and where to ask), single column and fluid up to 600 px, light and dark, in the
 * message's language, with the schema.org markup of its facts for mail clients' cards.
 */
export async function renderEmailHtml(content: EmailContent): Promise<string> {
  const texts = layoutTexts(content.template, content.language, content.supportEmail);
  const markup = content.details.markup;
  const preview = content.body.split("\n").find((line) => line.trim() !== "") ?? content.subject;
  const document = h(
    Html,
    { lang: content.language, dir: "ltr" },
    h(
      Head,
      null,
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("meta", { name: "color-scheme", content: "light dark" }),
      h("meta", { name: "supported-color-schemes", content: "light dark" }),
      h("title", null, content.subject),
      h("style", null, DARK_MODE),
      markup ? h("script", { type: "application/ld+json" }, scriptJson(jsonLd(markup))) : null,
    ),
    h(Preview, null, preview),
    h(
      Body,
      {
        className: "page",
        style: {
          backgroundColor: "#f4f4f5",
          margin: 0,
          padding: "16px 8px",
          fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
        },
      },
      h(
        Container,
        {
          className: "card",
          style: {
            width: "100%",
            maxWidth: "600px",
            backgroundColor: "#ffffff",
            border: "1px solid #e4e4e7",
            borderRadius: "12px",
            padding: "24px 20px",
          },
        },
        h(
          Section,
          null,
          h(
            Text,
            { className: "brand", style: { color: BRAND, fontSize: "20px", fontWeight: 700, margin: "0 0 8px" } },
            "Sobremesa",
          ),
        ),
        h(
          Heading,
          { as: "h1", className: "title", style: { color: "#1f1f1f", fontSize: "22px", lineHeight: "30px" } },
          content.subject,
        ),
        h(Section, null, ...paragraphs(content.body)),
        h(Hr, { style: { borderColor: "#e4e4e7", margin: "24px 0 16px" } }),
        h(
          Section,
          null,
          h(
            Text,
            { className: "muted", style: { color: "#52525b", fontSize: "13px", lineHeight: "20px" } },
            texts.reason,
          ),
          h(
            Text,
            { className: "muted", style: { color: "#52525b", fontSize: "13px", lineHeight: "20px" } },
            texts.help.before,
            h(
              Link,
              { href: `mailto:${texts.help.address}`, className: "link", style: { color: BRAND } },
              texts.help.address,
            ),
            texts.help.after,
          ),
        ),
      ),
    ),
  );
  return render(document);
}
