// Modules generated at build time by apps/web/vite/countries-catalogue.ts.
declare module "virtual:countries-catalogue" {
  const countries: import("./lib/shell/utility-store").UtilityCountry[];
  export default countries;
}

declare module "virtual:countries-catalogue-version" {
  const version: string;
  export default version;
}
