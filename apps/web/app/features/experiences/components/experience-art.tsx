import type { ExperienceCategory } from "@sobremesa/contracts";
import { Compass, Guitar, Martini, Mountain, Palette, Wine } from "lucide-react";
import { cx } from "#app/components/ui/cx.ts";
import { CATEGORY_COLOURS } from "../experience-format";

const CATEGORY_ICONS = {
  tour: Compass,
  tasting: Wine,
  concert: Guitar,
  class: Palette,
  nightlife: Martini,
  outdoor: Mountain,
} as const;

/**
 * A thing to do's decorative cover: its category's gradient (the angle varies with the id, so a
 * grid does not look stamped) and the category's icon. Drawn with CSS, no request and no layout
 * shift; the title is always in the text beside it, so it is hidden from assistive technology.
 */
export function ExperienceArt({
  id,
  category,
  className,
  iconClassName,
}: {
  id: number;
  category: ExperienceCategory;
  className?: string;
  iconClassName?: string;
}) {
  const colours = CATEGORY_COLOURS[category];
  const Icon = CATEGORY_ICONS[category];
  const angle = 120 + ((id * 47) % 120);
  return (
    <div
      aria-hidden="true"
      className={cx("flex items-center justify-center overflow-hidden", className)}
      style={{
        backgroundImage: `radial-gradient(circle at ${20 + ((id * 13) % 60)}% 20%, rgb(255 255 255 / 0.28), transparent 45%), linear-gradient(${angle}deg, ${colours.from}, ${colours.to})`,
      }}
    >
      <Icon className={cx("size-14 text-white/85 drop-shadow-sm", iconClassName)} strokeWidth={1.5} />
    </div>
  );
}
