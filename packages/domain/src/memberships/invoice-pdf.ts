import type { InvoiceDocument, Language } from "@sobremesa/contracts";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { InvoiceView } from "./invoice-document.ts";

const INK = rgb(0.09, 0.09, 0.11);
const MUTED = rgb(0.38, 0.38, 0.42);
const BRAND = rgb(0.72, 0.18, 0.12);
const RULE = rgb(0.85, 0.85, 0.87);

/**
 * The standard fonts are built into every PDF reader (nothing to embed or fetch) but only write
 * WinAnsi: Intl's thin and narrow spaces become plain ones, and anything else it lacks a "?".
 */
function writable(font: PDFFont) {
  const known = new Set(font.getCharacterSet());
  return (text: string) =>
    Array.from(text.normalize("NFC"), (char) => {
      if (/\s/u.test(char)) return " ";
      return known.has(char.codePointAt(0) ?? 0) ? char : "?";
    }).join("");
}

/** The invoice as an A4 PDF in the member's language, with the texts and figures of its page. */
export async function renderInvoicePdf(
  document: InvoiceDocument,
  view: InvoiceView,
  language: Language,
): Promise<Uint8Array> {
  const { texts } = view;
  const pdf = await PDFDocument.create();
  const title = `${texts.heading} ${document.number}`;
  pdf.setTitle(title);
  pdf.setAuthor(document.seller.name);
  pdf.setCreator(document.seller.name);
  pdf.setProducer(document.seller.name);
  pdf.setLanguage(language === "en" ? "en-US" : "es-MX");
  // The same invoice gives the same file: dated by the invoice, not by the download.
  pdf.setCreationDate(new Date(document.issued_at));
  pdf.setModificationDate(new Date(document.issued_at));

  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = writable(regular);
  const left = 56;
  const right = page.getWidth() - 56;
  let y = page.getHeight() - 72;

  /** A long name or e-mail shrinks to fit its column, and past 7 pt is cut short, never overflowing the page. */
  const text = (value: string, x: number, at: number, size = 10, font = regular, color = INK, maxWidth = right - x) => {
    let cleaned = clean(value);
    let fitted = size;
    while (fitted > 7 && font.widthOfTextAtSize(cleaned, fitted) > maxWidth) fitted -= 0.5;
    while (cleaned.length > 1 && font.widthOfTextAtSize(cleaned, fitted) > maxWidth)
      cleaned = `${cleaned.slice(0, -2)}…`;
    page.drawText(cleaned, { x, y: at, size: fitted, font, color });
  };
  const textRight = (value: string, at: number, size = 10, font = regular, color = INK) => {
    const cleaned = clean(value);
    page.drawText(cleaned, { x: right - font.widthOfTextAtSize(cleaned, size), y: at, size, font, color });
  };
  const rule = (at: number) =>
    page.drawLine({ start: { x: left, y: at }, end: { x: right, y: at }, thickness: 0.75, color: RULE });

  text(document.seller.name, left, y, 22, bold, BRAND);
  textRight(texts.heading, y + 2, 18, bold);
  y -= 22;
  textRight(document.number, y, 11, regular, MUTED);
  y -= 30;
  rule(y);
  y -= 28;

  const middle = left + (right - left) / 2;
  const column = (label: string, lines: string[], x: number, at: number) => {
    text(label, x, at, 9, bold, MUTED);
    lines.forEach((line, index) => {
      text(line, x, at - 16 - index * 14, 10, regular, INK, middle - left - 12);
    });
  };
  column(texts.seller, [document.seller.name], left, y);
  column(texts.billedTo, [document.member.name, document.member.email], middle, y);
  y -= 66;

  const details: [string, string][] = [
    [texts.number, document.number],
    [texts.status, view.status],
    [texts.issued, view.issued],
    [texts.paid, view.paid],
    [texts.period, view.period],
  ];
  for (const [label, value] of details) {
    text(label, left, y, 10, regular, MUTED);
    text(value, left + 150, y, 10);
    y -= 18;
  }
  y -= 16;

  text(texts.concept, left, y, 9, bold, MUTED);
  textRight(texts.amount, y, 9, bold, MUTED);
  y -= 10;
  rule(y);
  y -= 20;
  text(view.concept, left, y, 11, regular, INK, right - left - 120);
  text(view.period, left, y - 14, 9, regular, MUTED);
  textRight(view.amount, y, 11);
  y -= 34;
  rule(y);
  y -= 24;
  text(texts.total, left, y, 13, bold);
  textRight(view.amount, y, 13, bold);
  if (view.tax) {
    y -= 20;
    text(view.tax.label, left, y, 10, regular, MUTED);
    textRight(view.tax.amount, y, 10, regular, MUTED);
    y -= 36;
    text(texts.taxNote, left, y, 9, regular, MUTED);
  }

  return pdf.save();
}
