import { reactRouter } from "@react-router/dev/vite";
import { loadGeo } from "@sobremesa/db/geo";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { COUNTRY_CODES } from "./app/features/catalog/countries.ts";
import { buildCountriesCatalogue, countriesCatalogue } from "./vite/countries-catalogue.ts";

/**
 * packages/contracts is pure declarations (constants, helpers, zod schemas), but its barrel
 * evaluates schemas at module level, which a bundler must otherwise assume has side effects. Marking
 * it side-effect free lets the browser bundle keep only what the UI imports (no zod on the home page).
 */
function sideEffectFreeContracts(): Plugin {
  return {
    name: "sobremesa:side-effect-free-contracts",
    transform(code, id) {
      if (/[\\/]packages[\\/]contracts[\\/]src[\\/]/.test(id)) return { code, moduleSideEffects: false, map: null };
      return null;
    },
  };
}

export default defineConfig({
  plugins: [
    sideEffectFreeContracts(),
    countriesCatalogue(() => buildCountriesCatalogue(loadGeo(), COUNTRY_CODES)),
    tailwindcss(),
    reactRouter(),
  ],
});
