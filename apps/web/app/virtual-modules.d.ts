// Modules generated at build time by apps/web/vite/countries-catalogue.ts and lean-lucide.ts.
declare module "virtual:countries-catalogue" {
  const countries: import("./lib/shell/utility-store").UtilityCountry[];
  export default countries;
}

declare module "virtual:countries-catalogue-version" {
  const version: string;
  export default version;
}

// The address of the icon sprite, generated at build time by apps/web/vite/lean-lucide.ts.
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}
