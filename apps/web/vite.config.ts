import { reactRouter } from "@react-router/dev/vite";
import { loadGeo } from "@sobremesa/db/geo";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { COUNTRY_CODES } from "./app/features/catalog/countries.ts";
import { buildCountriesCatalogue, countriesCatalogue } from "./vite/countries-catalogue.ts";
import { FRAMEWORK_PACKAGES, firstViewModules } from "./vite/first-view-chunks.ts";

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

const APP_CODE = /[\\/]apps[\\/]web[\\/]app[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;
// The client entry, the root route and the default layout (the header and footer of most pages).
const firstView = firstViewModules([
  /[\\/]app[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  /[\\/]app[\\/]routes[\\/]layouts[\\/]default-layout\.tsx$/,
]);

export default defineConfig({
  plugins: [
    firstView,
    sideEffectFreeContracts(),
    countriesCatalogue(() => buildCountriesCatalogue(loadGeo(), COUNTRY_CODES)),
    tailwindcss(),
    reactRouter(),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_PACKAGES, priority: 2 },
                // What every page runs besides the framework: entry, root, shell, header pieces.
                {
                  name: "app",
                  test: (id) => firstView.inFirstView(id) && APP_CODE.test(id),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    },
  },
});
