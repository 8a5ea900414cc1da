import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { migrationsFolder, runMigrations } from "./migrate.ts";

const PAYMENTS_MIGRATION = "0015_payments";

/**
 * The migration to one orders-and-payments model, on rows written by the schema before it: every
 * order keeps its place in the one status set, and every charge it made becomes a payments row.
 * The SQL is the same on both databases, so it runs once, on the embedded one.
 */
describe.skipIf(Boolean(process.env.DATABASE_URL))("the payments migration keeps every order and every charge", () => {
  let handle: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    // The migrations up to the one before payments, in a folder of their own.
    before = mkdtempSync(path.join(tmpdir(), "sobremesa-migrations-"));
    cpSync(migrationsFolder, before, { recursive: true });
    const journalPath = path.join(before, "meta/_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((entry) => entry.tag === PAYMENTS_MIGRATION);
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalPath, JSON.stringify(journal));

    handle = await openDatabase({});
    await runMigrations(handle, before);
    // Rows as the old schema held them; their catalogue rows are beside the point here.
    await handle.query("set session_replication_role = replica");
    const experienceOrder = (code: string, status: string, payment: string | null, unknown: boolean) =>
      handle.query(
        `insert into experience_orders (code, experience_id, session_id, status, seats, first_name, last_name, email,
           phone, language, currency, subtotal_minor, total_minor, hold_expires_at, provider, provider_payment_id,
           payment_unknown_since, paid_at)
         values ($1, 1, 1, $2, 2, 'Ana', 'López', 'ana@example.com', '+525512345678', 'es', 'MXN', 90000, 90000,
           now(), 'sandbox', $3, $4, $5)`,
        [code, status, payment, unknown ? new Date() : null, status === "paid" ? new Date() : null],
      );
    await experienceOrder("EXP-HELD01", "held", "pi_held", false);
    await experienceOrder("EXP-DOUBT1", "held", "pi_doubt", true);
    await experienceOrder("EXP-BANK01", "awaiting_authentication", "pi_bank", false);
    await experienceOrder("EXP-PAID01", "paid", "pi_paid", false);
    await experienceOrder("EXP-GONE01", "cancelled", null, false);
    const storeOrder = (number: string, status: string, awaiting: boolean, payment: string | null) =>
      handle.query(
        `insert into store_orders (number, store_id, status, awaiting_authentication, first_name, last_name, email, phone,
           language, currency, items_minor, shipping_minor, total_minor, tax_minor, tax_rate_bp, shipping_code,
           shipping_name_es, shipping_name_en, shipping_min_days, shipping_max_days, address_country,
           address_recipient, address_line1, address_city, hold_expires_at, provider, provider_payment_id)
         values ($1, 1, $2, $3, 'Ana', 'López', 'ana@example.com', '+525512345678', 'es', 'MXN', 25000, 9900, 34900,
           4814, 1600, 'standard', 'Envío estándar', 'Standard delivery', 3, 5, 'mx', 'Ana López', 'Calle 1',
           'Cuauhtémoc', now(), 'sandbox', $4)`,
        [number, status, awaiting, payment],
      );
    await storeOrder("PED-SHIP01", "shipped", false, "pi_ship");
    await storeOrder("PED-BANK01", "pending_payment", true, "pi_store_bank");
    await storeOrder("PED-BACK01", "refunded", false, "pi_back");
    await storeOrder("PED-GONE01", "cancelled", false, null);
    await handle.query(
      `insert into billing_customers (id, user_id, email, provider, provider_customer_id)
       values ('11111111-1111-4111-8111-111111111111', 'user-1', 'ana@example.com', 'sandbox', 'cus_1')`,
    );
    const invoice = (id: string, paid: number) =>
      handle.query(
        `insert into invoices (customer_id, subscription_id, provider_invoice_id, amount_due, amount_paid, currency,
           status, period_start, period_end, paid_at, created_at)
         values ('11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', $1, $2, $2, 'MXN',
           'paid', now(), now() + interval '1 month', now(), now())`,
        [id, paid],
      );
    await invoice("in_trial", 0);
    await invoice("in_month", 14_900);
    await handle.query("set session_replication_role = origin");

    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(before, { recursive: true, force: true });
  });

  it("moves every ticket order to the one status set and its charge to a payment", async () => {
    const rows = await handle.query<{ code: string; status: string; payment: string | null; unknown: boolean }>(
      `select o.code, o.status, p.status as payment, p.unknown_since is not null as unknown
       from experience_orders o left join payments p on p.order_kind = 'experience' and p.order_id = o.id
       order by o.code`,
    );
    expect(rows).toEqual([
      { code: "EXP-BANK01", status: "awaiting_authentication", payment: "requires_action", unknown: false },
      { code: "EXP-DOUBT1", status: "pending_payment", payment: "processing", unknown: true },
      { code: "EXP-GONE01", status: "cancelled", payment: null, unknown: false },
      { code: "EXP-HELD01", status: "pending_payment", payment: "prepared", unknown: false },
      { code: "EXP-PAID01", status: "paid", payment: "succeeded", unknown: false },
    ]);
  });

  it("keeps a store order's shipping beside its status, and its refund as a refund of its payment", async () => {
    const rows = await handle.query<{
      number: string;
      status: string;
      fulfilment_status: string | null;
      payment: string | null;
      refunded: number | null;
    }>(
      `select o.number, o.status, o.fulfilment_status, p.status as payment, p.refunded_minor as refunded
       from store_orders o left join payments p on p.order_kind = 'store' and p.order_id = o.id order by o.number`,
    );
    expect(rows).toEqual([
      { number: "PED-BACK01", status: "refunded", fulfilment_status: null, payment: "succeeded", refunded: 34_900 },
      {
        number: "PED-BANK01",
        status: "awaiting_authentication",
        fulfilment_status: null,
        payment: "requires_action",
        refunded: 0,
      },
      { number: "PED-GONE01", status: "cancelled", fulfilment_status: null, payment: null, refunded: null },
      { number: "PED-SHIP01", status: "paid", fulfilment_status: "shipped", payment: "succeeded", refunded: 0 },
    ]);
    const refunds = await handle.query<{ amount_minor: number; status: string }>(
      "select amount_minor, status from refunds",
    );
    expect(refunds).toEqual([{ amount_minor: 34_900, status: "succeeded" }]);
  });

  it("records each paid membership invoice as the membership's payment, and resumes old charges under their keys", async () => {
    const memberships = await handle.query<{ provider_payment_id: string; amount_minor: number }>(
      "select provider_payment_id, amount_minor from payments where order_kind = 'membership'",
    );
    expect(memberships).toEqual([{ provider_payment_id: "in_month", amount_minor: 14_900 }]);
    const keys = await handle.query<{ provider_key: string }>(
      "select p.provider_key from payments p join experience_orders o on o.id = p.order_id where o.code = 'EXP-DOUBT1'",
    );
    expect(keys[0]!.provider_key).toMatch(/^order:[0-9a-f-]{36}$/);
    const [counts] = await handle.query<{ experience: number; store: number }>(
      "select (select count(*)::int from experience_orders) as experience, (select count(*)::int from store_orders) as store",
    );
    expect(counts).toEqual({ experience: 5, store: 4 });
  });
});
