import spriteUrl from "virtual:icon-sprite";
import { createElement, type SVGProps } from "react";

/**
 * The icon factory of lucide-react, in the part we use: every icon module of lucide-react calls
 * `createLucideIcon(data)`, and the build gives it this one instead (vite/lean-lucide.ts). An icon
 * is an <svg> drawing its symbol from one sprite of the icons the app imports, so a page does not
 * repeat a star's path on every card; lucide's default size, stroke and caps are the `.lucide`
 * rule of app.css, which classes override. lucide-icon.test.ts checks each icon against lucide's.
 */

interface IconData {
  name: string;
  aliases?: string[];
}
type IconProps = SVGProps<SVGSVGElement> & { strokeWidth?: number | string };

/** lucide's class merge: empty and repeated classes go. */
function classes(...names: (string | undefined)[]): string {
  return names
    .filter((name, index, all) => Boolean(name) && name?.trim() !== "" && all.indexOf(name) === index)
    .join(" ");
}

/** An icon with an accessible name (an aria-* attribute, a role or a title) is not hidden. */
const named = (props: object) =>
  Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");

export default function createLucideIcon(data: IconData) {
  const own = [
    `lucide-${data.name}`,
    ...(data.aliases ?? []).filter((alias) => alias.trim() !== "").map((alias) => `lucide-${alias}`),
  ];
  const href = `${spriteUrl}#${data.name}`;
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon module as it loads, never in a render.
  function LucideIcon({ className, strokeWidth, style, children, ...rest }: IconProps) {
    return createElement(
      "svg",
      {
        className: classes("lucide", ...own, ...(className?.split(" ") ?? [])),
        // A style, not an attribute: the stylesheet's stroke width would win over an attribute.
        style: strokeWidth === undefined ? style : { ...style, strokeWidth },
        ...(named(rest) || children ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      createElement("use", { href }),
      children,
    );
  }
  return LucideIcon;
}
