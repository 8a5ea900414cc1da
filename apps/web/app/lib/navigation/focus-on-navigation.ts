import { useEffect, useRef } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * Where focus goes once a client navigation has shown another page: its main heading (or <main>),
 * as a document load would start a keyboard or screen reader user at the top of the new page.
 */
export function focusTargetOf(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>("main h1") ?? root.querySelector<HTMLElement>("h1, main");
}

/**
 * Moves focus to the new page's heading after a client navigation to another path (links, Back,
 * Forward). A change of the query only (filters, pages of a listing) leaves focus where it is, and
 * so does a page that placed focus itself (a form's first field, a dialog).
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const focusedBefore = useRef<Element | null>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (navigation.state !== "idle") focusedBefore.current = document.activeElement;
  }, [navigation.state]);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const active = document.activeElement;
    const placedByPage = active && active !== document.body && active !== focusedBefore.current && active.isConnected;
    focusedBefore.current = null;
    if (placedByPage) return;
    const target = focusTargetOf(document);
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    // The router restores or resets the scroll position itself.
    target.focus({ preventScroll: true });
  }, [pathname]);
}
