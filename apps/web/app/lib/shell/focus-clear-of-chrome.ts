/**
 * WCAG 2.4.11 (focus not obscured): the sticky headers and the fixed action bars of phones stay on
 * screen while the page scrolls, and the browser scrolls a focused control into view without
 * knowing about them. Each focus measures them, keeps the page's scroll padding equal to them (the
 * browser's own scrolling into view and anchor jumps use it), and scrolls a control that is still
 * covered clear of them.
 */

/** Sticky headers (site and mobile) and the elements marked `data-fixed-chrome="bottom"`. */
const TOP_CHROME = "header[data-header-kind]";
const BOTTOM_CHROME = '[data-fixed-chrome="bottom"]';
/** Room for the focus ring (3px outline, 2px offset) and a little air. */
export const FOCUS_CLEARANCE_PX = 8;

export interface ChromeInsets {
  top: number;
  bottom: number;
}

/** How much of the top and bottom of a viewport of this height the given boxes cover. */
export function insetsOf(
  tops: readonly DOMRectReadOnly[],
  bottoms: readonly DOMRectReadOnly[],
  viewportHeight: number,
) {
  const shown = (rect: DOMRectReadOnly) => rect.height > 0 && rect.width > 0;
  return {
    top: Math.max(0, ...tops.filter((rect) => shown(rect) && rect.top <= 1).map((rect) => rect.bottom)),
    bottom: Math.max(
      0,
      ...bottoms
        .filter((rect) => shown(rect) && rect.bottom >= viewportHeight - 1)
        .map((rect) => viewportHeight - rect.top),
    ),
  };
}

/** Whether a box lies (partly) under the insets, counting the clearance for its focus ring. */
export function isObscured(rect: DOMRectReadOnly, insets: ChromeInsets, viewportHeight: number): boolean {
  if (rect.height === 0) return false;
  return (
    rect.top < insets.top + FOCUS_CLEARANCE_PX || rect.bottom > viewportHeight - insets.bottom - FOCUS_CLEARANCE_PX
  );
}

function measure(doc: Document): ChromeInsets {
  const rects = (selector: string) =>
    [...doc.querySelectorAll(selector)].map((element) => element.getBoundingClientRect());
  return insetsOf(rects(TOP_CHROME), rects(BOTTOM_CHROME), doc.documentElement.clientHeight);
}

/** Listens to focus in the document; returns the function that stops it. */
export function keepFocusClearOfChrome(doc: Document = document): () => void {
  const root = doc.documentElement;
  const onFocus = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === doc.body) return;
    // The bars' own controls, and dialogs above the page, are never under them.
    if (target.closest(`${TOP_CHROME}, ${BOTTOM_CHROME}, dialog[open]`)) return;
    const clear = () => {
      if (doc.activeElement !== target) return;
      const insets = measure(doc);
      root.style.setProperty("scroll-padding-top", `${insets.top + FOCUS_CLEARANCE_PX}px`);
      root.style.setProperty("scroll-padding-bottom", `${insets.bottom + FOCUS_CLEARANCE_PX}px`);
      if (isObscured(target.getBoundingClientRect(), insets, root.clientHeight)) {
        target.scrollIntoView({ block: "nearest", inline: "nearest" });
      }
    };
    clear();
    // Again before the next paint: the browser may scroll for the focus after this event, and a
    // part of the page woken by the focus may have changed the layout above it.
    requestAnimationFrame(clear);
  };
  // Capturing: React stops the propagation of a focus that lands in markup it has not hydrated yet
  // (a deferred part whose code is still loading) and replays it later, after the browser has drawn
  // the control under the header.
  doc.addEventListener("focusin", onFocus, true);
  return () => doc.removeEventListener("focusin", onFocus, true);
}
