import { constants, inflateSync } from "node:zlib";
import { includedTax } from "@sobremesa/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, bearer, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const CARD_OK = { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" };

/**
 * The words a PDF draws: its page contents are deflated and the standard fonts write hex strings, so
 * each stream is inflated and each `<hex> Tj` decoded (WinAnsi, close enough to latin1 here).
 */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      // A stream whose last deflated byte is "\r" loses it to the pattern's line break (one PDF in
      // 256, as the invoice's date and number vary): inflate what is there without asking for the end.
      content = inflateSync(Buffer.from(match[1] ?? "", "latin1"), { finishFlush: constants.Z_SYNC_FLUSH }).toString(
        "latin1",
      );
    } catch {
      content = match[1] ?? "";
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(Buffer.from(text[1] ?? "", "hex").toString("latin1"));
    }
  }
  return parts.join("\n");
}

describe("a member's invoice as a document, a PDF and a page (sandbox provider)", () => {
  let subject: TestApp;
  let hash = 5_000;

  beforeAll(async () => {
    subject = await buildTestApp({ pages: true });
  });
  afterAll(async () => {
    await subject.close();
  });

  const call = (account: Account | null, method: "GET" | "POST", url: string, payload?: object, lang = "es") =>
    subject.app.inject({
      method,
      url: `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`,
      headers: account ? { ...bearer(account.token) } : {},
      remoteAddress: uniqueIp(),
      ...(payload ? { payload } : {}),
    });
  const invoicesOf = async (account: Account) =>
    (
      await call(
        account,
        "GET",
        `/api/subscription/get-subscription-invoices?mode=web&email=${encodeURIComponent(account.email)}`,
      )
    ).json().invoices as { id: string; number: string | null; status: string; amount: number }[];
  const member = async (body: object, lang: "es" | "en") => {
    const account = await verifiedAccount(subject.app, { firstName: "Ana", lastName: "López", language: lang });
    await call(account, "POST", "/api/subscription/add-payment-method", { email: account.email, card: CARD_OK }, lang);
    const subscribed = await call(
      account,
      "POST",
      `/api/subscription/create-customer-and-subscription?hash=${++hash}`,
      { email: account.email, plan_id: "premium", ...body },
      lang,
    );
    expect(subscribed.statusCode).toBe(201);
    return account;
  };

  let spanish: Account;
  let english: Account;
  let spanishInvoice: { id: string; number: string | null; amount: number };
  let englishInvoice: { id: string; number: string | null; amount: number };

  beforeAll(async () => {
    // The trial is charged when the sandbox clock passes its end; the other member pays at once.
    spanish = await member({ country: "mx" }, "es");
    english = await member({ country: "co", trial: false }, "en");
    await subject.app.inject({ method: "POST", url: "/__dev/billing/advance-clock", payload: { days: 31 } });
    type Listed = Awaited<ReturnType<typeof invoicesOf>>;
    const paid = (list: Listed) => list.find((invoice) => invoice.status === "paid" && invoice.amount > 0);
    spanishInvoice = paid(await invoicesOf(spanish))!;
    englishInvoice = paid(await invoicesOf(english))!;
    expect(spanishInvoice).toBeDefined();
    expect(englishInvoice).toBeDefined();
  });

  it("reads the caller's own invoice with its plan, member, seller and the IVA the amount includes (es)", async () => {
    const answer = await call(spanish, "GET", `/api/subscription/invoices/${spanishInvoice.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const { invoice } = answer.json();
    expect(invoice).toMatchObject({
      id: spanishInvoice.id,
      number: spanishInvoice.number ?? spanishInvoice.id,
      status: "paid",
      plan: { code: "premium" },
      amount: 14900,
      currency: "MXN",
      country_code: "mx",
      tax: { name: "IVA", rate_percent: 16, amount: includedTax(14900, 1600) },
      member: { name: "Ana López", email: spanish.email },
      seller: { name: "Sobremesa" },
    });
    expect(invoice.paid_at).toEqual(expect.any(String));
    expect(Date.parse(invoice.period_end)).toBeGreaterThan(Date.parse(invoice.period_start));
  });

  it("downloads the invoice as a PDF attachment in the member's language", async () => {
    const es = await call(spanish, "GET", `/api/subscription/invoices/${spanishInvoice.id}/pdf`);
    expect(es.statusCode).toBe(200);
    expect(es.headers["content-type"]).toBe("application/pdf");
    expect(es.headers["cache-control"]).toBe("private, no-store");
    const number = spanishInvoice.number ?? spanishInvoice.id;
    expect(es.headers["content-disposition"]).toBe(`attachment; filename="sobremesa-${number}.pdf"`);
    expect(es.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const spanishText = pdfText(es.rawPayload);
    expect(spanishText).toContain(number);
    expect(spanishText).toContain("Factura");
    expect(spanishText).toContain("Ana López");
    expect(spanishText).toContain("IVA incluido (16 %)");
    expect(spanishText).toContain("Pagada");

    const en = await call(english, "GET", `/api/subscription/invoices/${englishInvoice.id}/pdf`, undefined, "en");
    expect(en.statusCode).toBe(200);
    const englishText = pdfText(en.rawPayload);
    expect(englishText).toContain(englishInvoice.number ?? englishInvoice.id);
    expect(englishText).toContain("Invoice");
    expect(englishText).toContain("IVA included (19%)");
    expect(englishText).toContain("Paid");
    const json = (
      await call(english, "GET", `/api/subscription/invoices/${englishInvoice.id}`, undefined, "en")
    ).json();
    expect(json.invoice).toMatchObject({ currency: "COP", country_code: "co", tax: { rate_percent: 19 } });
  });

  it("answers another member's invoice exactly like a missing one: 404, in the caller's language", async () => {
    for (const suffix of ["", "/pdf"]) {
      const foreign = await call(english, "GET", `/api/subscription/invoices/${spanishInvoice.id}${suffix}`);
      const missing = await call(english, "GET", `/api/subscription/invoices/in_doesnotexist${suffix}`);
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(foreign.json().error).toEqual(missing.json().error);
      expect(foreign.json().error).toMatchObject({ code: "NOT_FOUND", message: "No encontramos esa factura." });
      const foreignEn = await call(
        spanish,
        "GET",
        `/api/subscription/invoices/${englishInvoice.id}${suffix}`,
        undefined,
        "en",
      );
      expect(foreignEn.statusCode).toBe(404);
      expect(foreignEn.json().error.message).toBe("We could not find that invoice.");
      expect(foreignEn.body).not.toContain(englishInvoice.id);
    }
  });

  it("shows the invoice page to its member only, in es and en; signed out it asks to sign in", async () => {
    const page = (path: string, account: Account | null) =>
      subject.app.inject({ url: path, headers: account ? { cookie: `rs_s_t=${account.token}` } : {} });
    const es = await page(`/panel-de-usuario/facturas/${spanishInvoice.id}/`, spanish);
    expect(es.statusCode).toBe(200);
    expect(es.headers["cache-control"]).toBe("private, no-store");
    expect(es.body).toContain(`Factura ${spanishInvoice.number ?? spanishInvoice.id}`);
    expect(es.body).toContain(`/api/subscription/invoices/${spanishInvoice.id}/pdf?lang=es`);
    expect(es.body).toContain("Descargar PDF");
    expect(es.body).toContain("IVA incluido (16 %)");
    expect(es.body).toContain('href="/panel-de-usuario/?tab=membership"');

    const en = await page(`/en/user-panel/invoices/${englishInvoice.id}/`, english);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain("Download PDF");
    expect(en.body).toContain("IVA included (19%)");

    const foreign = await page(`/en/user-panel/invoices/${spanishInvoice.id}/`, english);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(spanish.email);
    expect((await page("/panel-de-usuario/facturas/in_doesnotexist/", spanish)).statusCode).toBe(404);

    const anonymous = await page(`/panel-de-usuario/facturas/${spanishInvoice.id}/`, null);
    expect(anonymous.statusCode).toBeGreaterThanOrEqual(300);
    expect(anonymous.statusCode).toBeLessThan(400);
    expect(anonymous.headers.location).toContain(
      encodeURIComponent(`/panel-de-usuario/facturas/${spanishInvoice.id}/`),
    );
  });

  it("needs a session: 401 without one, in es and en", async () => {
    for (const lang of ["es", "en"]) {
      for (const suffix of ["", "/pdf"]) {
        const anonymous = await call(
          null,
          "GET",
          `/api/subscription/invoices/${spanishInvoice.id}${suffix}`,
          undefined,
          lang,
        );
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.headers["content-type"]).toMatch(/^application\/json/);
      }
    }
  });
});
