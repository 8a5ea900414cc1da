import type { HTMLAttributes } from "react";
import { cx } from "./cx";

/** The page's one content width with the side gutters of the design. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}
