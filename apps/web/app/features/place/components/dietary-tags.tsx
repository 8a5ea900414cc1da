import type { DietaryTag } from "@sobremesa/domain/search";
import { Fish, Flame, Leaf, Nut, Sprout, WheatOff } from "lucide-react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

const ICONS = {
  vegetarian: Leaf,
  vegan: Sprout,
  "gluten-free": WheatOff,
  spicy: Flame,
  "contains-nuts": Nut,
  seafood: Fish,
} as const satisfies Record<DietaryTag, unknown>;

/** The design has one accent and the brand blue: spice takes the accent, the sea the blue, the rest stay neutral. */
const TONES: Record<DietaryTag, string> = {
  vegetarian: "bg-neutral-100 text-neutral-800 ring-neutral-300",
  vegan: "bg-neutral-100 text-neutral-800 ring-neutral-300",
  "gluten-free": "bg-neutral-100 text-neutral-800 ring-neutral-300",
  spicy: "bg-accent-50 text-accent-800 ring-accent-200",
  "contains-nuts": "bg-accent-50 text-accent-800 ring-accent-200",
  seafood: "bg-brand-50 text-brand-800 ring-brand-200",
};

export const DIETARY_ORDER: readonly DietaryTag[] = [
  "vegetarian",
  "vegan",
  "gluten-free",
  "spicy",
  "contains-nuts",
  "seafood",
];

/** One dietary tag as a small labelled badge (icon and word, so colour is never the only cue). */
export function DietaryBadge({ tag, className }: { tag: DietaryTag; className?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[tag];
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        TONES[tag],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {t(`place.dietary.${tag}`)}
    </span>
  );
}

export function DietaryTags({ tags }: { tags: readonly DietaryTag[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("place.dietary.label")} className="mt-2 flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag}>
          <DietaryBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}

/** What each badge means, with the badge itself. */
export function DietaryLegend({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dietary-legend" className={cx("rounded-md bg-neutral-50 p-4", className)}>
      <h2 id="dietary-legend" className="text-sm font-semibold text-neutral-900">
        {t("place.dietary.legend")}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm text-neutral-700">
        {DIETARY_ORDER.map((tag) => (
          <div key={tag} className="flex items-start gap-2">
            <dt className="shrink-0">
              <DietaryBadge tag={tag} />
            </dt>
            <dd>{t(`place.dietary.meaning.${tag}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
