import { DEFAULT_HEADER_COLOR } from "@sobremesa/contracts";

/** Inline background for a page's own header colour; the default blue comes from the stylesheet. */
export function headerColorStyle(color: string) {
  return color.toLowerCase() === DEFAULT_HEADER_COLOR.toLowerCase() ? undefined : { backgroundColor: color };
}
