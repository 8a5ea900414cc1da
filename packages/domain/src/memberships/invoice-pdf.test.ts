import { inflateSync } from "node:zlib";
import type { InvoiceDocument } from "@sobremesa/contracts";
import { describe, expect, it } from "vitest";
import { formatInvoiceDocument } from "./invoice-document.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";

const document: InvoiceDocument = {
  id: "in_test_1",
  number: "SBX-0001",
  status: "paid",
  issued_at: "2026-07-14T18:00:00.000Z",
  paid_at: "2026-07-14T18:00:05.000Z",
  period_start: "2026-07-14T18:00:00.000Z",
  period_end: "2026-08-14T18:00:00.000Z",
  plan: { code: "premium", name: "Sobremesa Premium" },
  amount: 14900,
  currency: "MXN",
  country_code: "mx",
  tax: { name: "IVA", rate_percent: 16, amount: 2055 },
  member: { name: "Ana López", email: "ana@example.com" },
  seller: { name: "Sobremesa" },
};

/** The strings the page contents draw (deflated streams of `<hex> Tj`, WinAnsi ≈ latin1 here). */
function drawn(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  return [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap((match) => {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1")).toString("latin1");
    } catch {
      return [];
    }
    return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((text) =>
      Buffer.from(text[1] ?? "", "hex").toString("latin1"),
    );
  });
}

describe("the invoice PDF", () => {
  it("is a PDF with the page's texts and figures", async () => {
    const bytes = await renderInvoicePdf(document, formatInvoiceDocument(document, "es"), "es");
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const texts = drawn(bytes);
    expect(texts).toEqual(
      expect.arrayContaining([
        "Factura",
        "SBX-0001",
        "Ana López",
        "Membresía Sobremesa Premium",
        "$149",
        "IVA incluido (16 %)",
        "$20.55",
        "14 de julio de 2026",
      ]),
    );
  });

  it("writes what its fonts lack as '?' and cuts a name too long for its column instead of failing", async () => {
    const unusual = {
      ...document,
      member: { name: "Zoë 王小明", email: `${"muy.largo".repeat(12)}@example.com` },
    };
    const bytes = await renderInvoicePdf(unusual, formatInvoiceDocument(unusual, "en"), "en");
    const texts = drawn(bytes);
    expect(texts).toContain("Zoë ???");
    const email = texts.find((text) => text.startsWith("muy.largo"));
    // "…" is byte 0x85 in WinAnsi.
    expect(email?.endsWith("\u0085")).toBe(true);
  });
});
