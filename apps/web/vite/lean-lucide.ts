import path from "node:path";
import type { Plugin } from "vite";

const LUCIDE_ICONS = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * lucide-react's icon modules each import its `createLucideIcon`; this hands them ours
 * (app/components/ui/lucide-icon.ts), the same markup without lucide's general icon builder.
 */
export function leanLucide(factory: string): Plugin {
  return {
    name: "sobremesa:lean-lucide",
    enforce: "pre",
    resolveId(source, importer) {
      if (importer && LUCIDE_ICONS.test(importer) && path.basename(source) === "createLucideIcon.mjs") return factory;
      return null;
    },
  };
}
