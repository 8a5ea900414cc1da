export { createTtlCache, type TtlCache, type TtlCacheOptions } from "./ttl-cache.ts";
