import { CircleAlert } from "lucide-react";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** A purchase's problem (declined card, sold out, ...): the server's message under a title. */
export function PurchaseAlert({
  children,
  className,
  title,
}: {
  children: string;
  className?: string;
  /** Defaults to "we could not complete your purchase". */
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cx(
        "flex gap-3 rounded-sm border border-accent-300 bg-accent-50 p-3 text-sm text-accent-800",
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold text-neutral-900">{title ?? t("experiences.buy.errorTitle")}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </div>
  );
}
