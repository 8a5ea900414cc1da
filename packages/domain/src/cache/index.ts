export { dateTimeFormat, numberFormat } from "./formatters.ts";
export { createMemo } from "./memo.ts";
export { createTtlCache, type TtlCache, type TtlCacheOptions } from "./ttl-cache.ts";
