import { type ComponentType, useEffect, useState } from "react";
import { reloadOnChunkError } from "./chunk-reload";

/**
 * A component whose code a page loads only when it is needed: null until `wanted`, then until its
 * module has come. `load` must be a stable (module-level) function. A failed load reloads the page
 * once when a deploy replaced the chunk (chunk-reload.ts) and otherwise leaves the part out, never
 * taking the page down with it.
 */
export function useOnDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted: boolean,
): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || loaded) return;
    let live = true;
    load().then(
      (component) => {
        if (live) setLoaded(() => component);
      },
      (error: unknown) => {
        if (!reloadOnChunkError(error)) console.error(error);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded, load]);
  return loaded;
}
