// The translator lives in contracts so the domain's texts go through the same one as the pages'.
export { createTranslator, interpolate, type TFunction, type TOptions } from "@sobremesa/contracts";
