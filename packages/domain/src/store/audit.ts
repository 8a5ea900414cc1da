import type { AuditAnswer, Language } from "@sobremesa/contracts";
import { expectedUnitsOut } from "./rules.ts";
import { money, pick, type StoreDeps, shownStatus } from "./shared.ts";

/** The store managers' audit: the stock ledger, low stock, the ledger reconciled with orders, prices. */
export function audit({ repository }: StoreDeps) {
  return {
    /**
     * The audit of one store (the first when none is named): null for an unknown store. `storeIds`
     * limits it to a store team's own stores; an operator's global role reads every store.
     */
    async audit(
      storeSlug: string | undefined,
      language: Language,
      storeIds?: readonly number[],
    ): Promise<AuditAnswer | null> {
      const all = (await repository.stores()).filter((entry) => !storeIds || storeIds.includes(entry.id));
      const row = storeSlug ? all.find((entry) => entry.slug === storeSlug) : all[0];
      if (!row) return null;
      const [ledger, balances, orders, changes] = await Promise.all([
        repository.ledger(row.id, 200),
        repository.variantBalances(row.id),
        repository.orderBalances(row.id, 100),
        repository.priceChanges(row.id, 100),
      ]);
      const es = language === "es";
      const reconciled = orders.map((entry) => {
        const status = shownStatus(entry.order);
        return { entry, status, expected: expectedUnitsOut(status, entry.units, entry.returned) };
      });
      return {
        stores: all.map((entry) => ({ slug: entry.slug, name: entry.name })),
        store: { slug: row.slug, name: row.name, currency: row.currency },
        ledger: ledger.map((entry) => ({
          id: entry.movement.id,
          at: entry.movement.createdAt.toISOString(),
          sku: entry.sku,
          product: es ? entry.productEs : entry.productEn,
          variant: es ? entry.variantEs : entry.variantEn,
          quantity: entry.movement.quantity,
          reason: entry.movement.reason as AuditAnswer["ledger"][number]["reason"],
          order_number: entry.orderNumber,
          actor: entry.actor,
          note: entry.movement.note,
        })),
        low_stock: balances
          .filter((entry) => entry.variant.active && entry.variant.stock <= entry.variant.lowStockThreshold)
          .map((entry) => ({
            variant_id: entry.variant.id,
            sku: entry.variant.sku,
            product: es ? entry.productEs : entry.productEn,
            variant: pick(entry.variant, language),
            stock: entry.variant.stock,
            threshold: entry.variant.lowStockThreshold,
          })),
        reconciliation: {
          variants_checked: balances.length,
          variant_mismatches: balances
            .filter((entry) => entry.ledger !== entry.variant.stock)
            .map((entry) => ({ sku: entry.variant.sku, stock: entry.variant.stock, ledger: entry.ledger })),
          orders_checked: reconciled.length,
          order_mismatches: reconciled
            .filter(({ entry, expected }) => entry.unitsOut !== expected)
            .map(({ entry, status, expected }) => ({
              number: entry.order.number,
              status,
              expected,
              ledger: entry.unitsOut,
            })),
        },
        orders: reconciled.map(({ entry, status, expected }) => ({
          number: entry.order.number,
          status,
          created_at: entry.order.createdAt.toISOString(),
          item_count: entry.units,
          total: money(entry.order.totalMinor, entry.order.currency),
          units_out: entry.unitsOut,
          reconciled: entry.unitsOut === expected,
        })),
        price_changes: changes.map((entry) => ({
          at: entry.change.changedAt.toISOString(),
          sku: entry.sku,
          product: es ? entry.productEs : entry.productEn,
          variant: es ? entry.variantEs : entry.variantEn,
          old_price: money(entry.change.oldPriceMinor, row.currency),
          new_price: money(entry.change.newPriceMinor, row.currency),
          actor: entry.actor,
        })),
      };
    },
  };
}
