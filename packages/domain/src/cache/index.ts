export { dateTimeFormat, numberFormat } from "./formatters.ts";
export { createTtlCache, type TtlCache, type TtlCacheOptions } from "./ttl-cache.ts";
