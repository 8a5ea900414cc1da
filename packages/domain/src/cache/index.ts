export { createMemo, dateTimeFormat, numberFormat } from "@sobremesa/contracts";
export { createTtlCache, type TtlCache, type TtlCacheOptions } from "./ttl-cache.ts";
