import type { ClientInstrumentation } from "react-router";
import { hydrateDeferredParts } from "./deferred-section";

/** A part whose code does not come within this long is not worth holding the navigation for. */
export const NAVIGATION_GATE_MAX_MS = 3_000;

/**
 * Every client navigation (a link, a form, `navigate()`, the mobile header's back) starts once the
 * page's deferred parts (site header, footer) are hydrated: the router's first state change would
 * otherwise drop their server markup, and the header and footer vanish from the next pages.
 */
export const navigationGate: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(navigate) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          hydrateDeferredParts(),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, NAVIGATION_GATE_MAX_MS);
          }),
        ]);
        clearTimeout(timer);
        await navigate();
      },
    });
  },
};
