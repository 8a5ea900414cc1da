import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { loadGeo } from "@sobremesa/db/geo";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { COUNTRY_CODES } from "./app/lib/countries.ts";
import { buildCountriesCatalogue, CATALOGUE_VERSION_MODULE, countriesCatalogue } from "./vite/countries-catalogue.ts";
import { deepImports } from "./vite/deep-imports.ts";
import { FRAMEWORK_PACKAGES, firstViewModules } from "./vite/first-view-chunks.ts";
import { ICON_SPRITE_MODULE, leanLucide } from "./vite/lean-lucide.ts";

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

/** Vite's helper for dynamic imports (a virtual module): every page has one, so it goes with the app. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
const APP_CODE = /[\\/]apps[\\/]web[\\/]app[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;
// Packages any page has anyway: shared code that needs no other may be grouped.
const LIGHT_PACKAGES = new RegExp(`${FRAMEWORK_PACKAGES.source}|[\\\\/]node_modules[\\\\/]lucide-react[\\\\/]`);
/**
 * The pages most first views are of: people land on the home, a listing or a place from search
 * engines, ads and shared links, and go from a place to its booking page. Their chunks weigh a
 * hundred times a page reached inside the site (account, checkout, ...), whose visitors have the
 * framework and the app cached already: in practice the planner keeps their shared code in as few
 * chunks as it can, at the price of some code those inner pages load without using.
 */
const LANDING_PAGES =
  /[\\/]routes[\\/](home[\\/]home|discovery[\\/]location-page|place[\\/]place-profile-page|booking[\\/]reserve-page)\.tsx/;
const CONTRACTS = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
// The client entry, the root route and the default layout (the header and footer of most pages).
const firstView = firstViewModules([
  /[\\/]app[\\/]entry\.client\.tsx$/,
  /[\\/]app[\\/]root\.tsx$/,
  /[\\/]app[\\/]routes[\\/]layouts[\\/]default-layout\.tsx$/,
]);

/**
 * The contracts the first view uses (route table, locales, API constants) go with the app code. One
 * that needs a package (zod, phone rules) would make the entry load that package on every page: it
 * stays with the pages that import it.
 */
const firstViewContract = (id: string) => CONTRACTS.test(id) && !firstView.reachesPackage(id);

export default defineConfig({
  plugins: [
    firstView,
    deepImports(),
    leanLucide(
      fileURLToPath(new URL("./app/components/ui/lucide-icon.ts", import.meta.url)),
      fileURLToPath(new URL("./app", import.meta.url)),
    ),
    sideEffectFreeContracts(),
    countriesCatalogue(() => buildCountriesCatalogue(loadGeo(), COUNTRY_CODES)),
    tailwindcss(),
    reactRouter(),
  ],
  // Bundled for the server too, so its pages draw icons from the sprite as the browser's do.
  ssr: { noExternal: ["lucide-react"] },
  environments: {
    client: {
      build: {
        // `SOURCEMAP=1 npm run build` maps each chunk back to its modules, to see what a page loads.
        sourcemap: process.env.SOURCEMAP === "1",
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_PACKAGES, priority: 2 },
                // What every page runs besides the framework: entry, root, shell, header pieces.
                {
                  name: "app",
                  test: (id) =>
                    id === PRELOAD_HELPER ||
                    id === ICON_SPRITE_MODULE ||
                    (firstView.inFirstView(id) && (APP_CODE.test(id) || firstViewContract(id))),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // Our code that several pages share (cards, meta helpers, icons), grouped so that a page
                // loads a few chunks and little it does not use: each chunk a page loads costs about 400
                // bytes beyond its code (vite/shared-chunks.ts). Nothing here needs zod or another
                // package beyond the framework, so no page gets one it does not use.
                {
                  name: firstView.sharedChunk(
                    (id) =>
                      (APP_CODE.test(id) || CONTRACTS.test(id) || id === CATALOGUE_VERSION_MODULE) &&
                      !firstView.reachesPackage(id, LIGHT_PACKAGES),
                    // Compressed bytes per byte of (unminified) module code, and the cost of a request:
                    // some 310 bytes of headers plus some 200 of compression lost to a separate file.
                    {
                      ratio: 0.12,
                      requestCost: 500,
                      pageWeight: (route) => (LANDING_PAGES.test(route) ? 100 : 1),
                    },
                  ),
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
