import { ArrowLeft } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { headerColorStyle } from "./header-color";

/** React Router keeps the index of the history entry in `history.state.idx`: above 0, back stays in the app. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/**
 * The compact header that replaces the site header on phones for `header-mobile` pages (place and
 * activity pages): a back button and the page's title. Back returns to the previous page of the
 * site, or to the page's parent when the visitor arrived straight here.
 */
export function MobileHeader({
  title,
  backTo,
  color,
  className,
}: {
  title: string;
  backTo: string;
  color: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0 || !canGoBack()) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <header
      data-header-kind="mobile"
      className={cx("on-brand sticky top-0 z-20 bg-brand-500 text-white", className)}
      style={headerColorStyle(color)}
    >
      <div className="flex h-14 items-center gap-1 px-1">
        <Link
          to={backTo}
          onClick={onBack}
          aria-label={t("mobileHeader.back")}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <p className="min-w-0 flex-1 truncate pr-4 text-base font-semibold">{title}</p>
      </div>
    </header>
  );
}
