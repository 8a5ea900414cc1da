import { createElement, type SVGProps } from "react";

/**
 * The icon factory of lucide-react, in the part we use: every icon module of lucide-react calls
 * `createLucideIcon(data)`, and the build gives it this one instead (vite/lean-lucide.ts). lucide's
 * own runs each icon through a general builder (context provider, sizes, colours, absolute strokes,
 * aliases), some 3 KB every page loaded for icons that only ever get a class, a stroke width or an
 * accessible name. The markup is lucide's, attribute for attribute: lucide-icon.test.ts renders
 * every icon the site uses both ways and compares.
 */

type IconNode = [tag: string, attributes: Record<string, string>][];
interface IconData {
  name?: string;
  node: IconNode;
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
    ...(data.name ? [`lucide-${data.name}`] : []),
    ...(data.aliases ?? []).filter((alias) => alias.trim() !== "").map((alias) => `lucide-${alias}`),
  ];
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon module as it loads, never in a render.
  function LucideIcon({ className, strokeWidth = 2, children, ...rest }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: classes("lucide", ...own, ...(className?.split(" ") ?? [])),
        ...(named(rest) || children ? {} : { "aria-hidden": "true" }),
        ...rest,
      },
      ...data.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return LucideIcon;
}
