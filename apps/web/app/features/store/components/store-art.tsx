import { Candy, Coffee, CookingPot, Gift, Package, ShoppingBag, Store, UtensilsCrossed, Wine } from "lucide-react";
import { cx } from "#app/components/ui/cx.ts";
import { artColours } from "../store-format";

const ICONS = {
  store: Store,
  product: Package,
  bag: ShoppingBag,
  gift: Gift,
  spirits: Wine,
  coffee: Coffee,
  sweets: Candy,
  pantry: CookingPot,
  table: UtensilsCrossed,
} as const;

/**
 * A store's or product's generated picture: a gradient from its hue (the angle and light move with
 * `variant`, so a gallery's pictures differ) and a quiet icon. Drawn with CSS: no request, no layout
 * shift (the caller fixes the box), decorative (the name is always in the text beside it).
 */
export function StoreArt({
  hue,
  variant = 0,
  icon = "product",
  className,
  iconClassName,
}: {
  hue: number;
  variant?: number;
  icon?: keyof typeof ICONS;
  className?: string;
  iconClassName?: string;
}) {
  // Variants far apart also move the hue a little, so one store's grid does not look stamped.
  const colours = artColours(hue + ((variant * 7) % 24) - 12, variant);
  const Icon = ICONS[icon];
  // A span (set to flex): the picture also sits inside buttons, where a div is not allowed.
  return (
    <span
      aria-hidden="true"
      className={cx("flex items-center justify-center overflow-hidden", className)}
      style={{
        backgroundImage: `radial-gradient(circle at ${20 + ((variant * 29 + hue) % 60)}% ${15 + ((variant * 17) % 50)}%, rgb(255 255 255 / 0.32), transparent 48%), linear-gradient(${colours.angle}deg, ${colours.from}, ${colours.to})`,
      }}
    >
      <Icon className={cx("size-12 text-white/85 drop-shadow-sm", iconClassName)} strokeWidth={1.4} />
    </span>
  );
}
