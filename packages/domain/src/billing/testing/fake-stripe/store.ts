import type { CardBehaviour, FakeStripeState, Params, StripeObject } from "./types.ts";
import { clone, integer, list, missing, text } from "./wire.ts";

export type FakeStore = ReturnType<typeof createFakeStore>;

/** The fake's objects by resource, found by id, and rendered as Stripe renders them (expansions, lists). */
export function createFakeStore() {
  const state: FakeStripeState = {
    customers: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    products: new Map(),
    prices: new Map(),
    coupons: new Map(),
    discounts: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    events: [],
  };
  const behaviours = new Map<string, CardBehaviour>();
  /** Cards paid with once without a customer: Stripe refuses them a second time. */
  const spentGuestCards = new Set<string>();
  const tables: Record<string, Map<string, StripeObject>> = {
    cus: state.customers,
    pm: state.paymentMethods,
    seti: state.setupIntents,
    prod: state.products,
    price: state.prices,
    di: state.discounts,
    sub: state.subscriptions,
    in: state.invoices,
    inpay: state.invoicePayments,
    pi: state.paymentIntents,
    ch: state.charges,
    re: state.refunds,
  };

  function lookup(id: string): StripeObject | undefined {
    const table = tables[id.slice(0, id.indexOf("_"))];
    return table?.get(id) ?? state.products.get(id) ?? state.coupons.get(id);
  }

  function get(table: Map<string, StripeObject>, kind: string, id: string, param = "id"): StripeObject {
    const found = table.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  }

  // ---- rendering: Stripe leaves related objects as ids unless the request expands them ----

  function includable(object: StripeObject, field: string): unknown {
    if (object.object === "invoice" && field === "payments") {
      const data = [...state.invoicePayments.values()].filter((payment) => payment.invoice === object.id);
      return { object: "list", data, has_more: false, url: `/v1/invoices/${object.id}/payments` };
    }
    return undefined;
  }

  function expandPath(value: unknown, path: string[]): unknown {
    if (path.length === 0) return value;
    if (Array.isArray(value)) return value.map((entry) => expandPath(entry, path));
    if (!value || typeof value !== "object") return value;
    const object = value as StripeObject;
    const [field, ...rest] = path as [string, ...string[]];
    let child = field in object ? object[field] : includable(object, field);
    const resolve = (entry: unknown) => (typeof entry === "string" ? (clone(lookup(entry)) ?? entry) : entry);
    child = Array.isArray(child) ? child.map(resolve) : resolve(child);
    return { ...object, [field]: expandPath(child, rest) };
  }

  function render<T extends Record<string, unknown>>(object: T, expand: string[]): T {
    let rendered: unknown = clone(object);
    for (const path of expand) rendered = expandPath(rendered, path.split("."));
    return rendered as T;
  }

  function expansions(params: Params): string[] {
    return list(params, "expand").filter((entry): entry is string => typeof entry === "string");
  }

  function page(items: StripeObject[], params: Params, url: string) {
    const limit = Math.min(integer(params, "limit") ?? 10, 100);
    const after = text(params, "starting_after");
    const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
    const data = items.slice(start, start + limit);
    return { object: "list", data, has_more: start + limit < items.length, url };
  }

  const newestFirst = (items: Iterable<StripeObject>) =>
    [...items].sort((a, b) => Number(b.created) - Number(a.created) || (b.id > a.id ? 1 : -1));

  return { state, behaviours, spentGuestCards, get, render, expansions, page, newestFirst };
}
