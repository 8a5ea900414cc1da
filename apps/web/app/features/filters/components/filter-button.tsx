import { SlidersHorizontal } from "lucide-react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useFilters } from "../filters-context";

/** Opens the sheet on phones and tablets; says how many filters are applied. */
export function FilterButton({ activeCount, className }: { activeCount: number; className?: string }) {
  const { t } = useTranslation();
  const setModalOpen = useFilters((state) => state.setModalOpen);
  const open = useFilters((state) => state.modalOpen);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setModalOpen(true)}
      className={cx(
        "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold",
        activeCount > 0
          ? "border-brand-500 bg-brand-50 text-brand-800"
          : "border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-50",
        className,
      )}
    >
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {activeCount > 0 ? t("filters.openCount", { count: activeCount }) : t("filters.open")}
    </button>
  );
}
