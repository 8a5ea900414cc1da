import type { Language } from "@sobremesa/contracts";
import { formatMoney } from "@sobremesa/contracts";
import type { MenuItem } from "@sobremesa/domain/search";
import { DietaryTags } from "./dietary-tags";

/**
 * A dish: name and price on one line (dotted leader on wide screens), description and tags below.
 * Prices read in the page's locale (es-MX, en-US) and the place's currency.
 */
export function MenuItemRow({ item, currency, language }: { item: MenuItem; currency: string; language: Language }) {
  return (
    <li className="py-4">
      <div className="flex items-baseline gap-3">
        <h3 className="min-w-0 font-semibold text-neutral-900">{item.name}</h3>
        <span aria-hidden="true" className="hidden flex-1 border-b border-dotted border-neutral-300 sm:block" />
        <span className="ml-auto shrink-0 font-semibold text-neutral-900 tabular-nums sm:ml-0">
          {formatMoney(item.price, currency, language)}
        </span>
      </div>
      {item.description && <p className="mt-1 text-sm text-neutral-600">{item.description}</p>}
      <DietaryTags tags={item.dietaryTags} />
    </li>
  );
}
