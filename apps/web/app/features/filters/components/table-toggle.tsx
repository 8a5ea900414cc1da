import { Check } from "lucide-react";
import { Link } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * "Con mesa a esa hora": a link to the same listing with the filter switched (so it works without
 * JavaScript and keeps the other parameters), drawn as a checkbox.
 */
export function TableToggle({ on, href, className }: { on: boolean; href: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={href}
      preventScrollReset
      role="checkbox"
      aria-checked={on}
      className={cx(
        "inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold",
        on
          ? "border-neutral-900 bg-neutral-900 text-white hover:bg-neutral-700"
          : "border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          "flex size-4 items-center justify-center rounded-sm border",
          on ? "border-white bg-white text-neutral-900" : "border-neutral-400",
        )}
      >
        {on && <Check className="size-3" />}
      </span>
      {t("filters.withTable")}
    </Link>
  );
}
