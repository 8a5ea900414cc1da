import { useEffect, useState } from "react";
import { useOnDemand } from "#app/lib/shell/on-demand.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { useAuthPanel } from "../use-auth-panel";

const loadDialog = () => import("./auth-panel-dialog").then((module) => module.default);

/**
 * The accounts side panel (auth-panel-dialog.tsx), loaded the first time it opens (`?login=1` or the
 * store's panel flag) and kept from then on: a closed modal <dialog> shows nothing, so the page's
 * first view does without its code. Browser only, like the dialog's opening always was.
 */
export function AuthPanel() {
  const { open } = useAuthPanel();
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  if (open && hydrated && !opened) setOpened(true);
  const Dialog = useOnDemand(loadDialog, opened);
  // The panel's forms load beside the dialog, not after it.
  useEffect(() => {
    if (opened) void import("./auth-panel-body");
  }, [opened]);
  return Dialog ? <Dialog /> : null;
}
