import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { endFirstLoad, useIsFirstLoad } from "./first-load";

/**
 * Tells screen reader users which page a client navigation showed, as a document load would. On
 * the first load the browser announces the document itself, so the region stays empty; a change of
 * the query only (filters, pages of a listing) is not a new page.
 */
export function RouteAnnouncer() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const firstLoad = useIsFirstLoad();
  const shownPath = useRef(pathname);
  const [title, setTitle] = useState("");

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    endFirstLoad();
    // <Meta /> has written the new page's <title> in the commit this effect follows.
    setTitle(document.title);
  }, [pathname]);

  return (
    <p role="status" aria-atomic="true" className="sr-only" data-first-load={firstLoad ? "true" : "false"}>
      {firstLoad || !title ? "" : t("shell.pageShown", { title })}
    </p>
  );
}
