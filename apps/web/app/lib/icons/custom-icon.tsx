import type { LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { cx } from "#app/components/ui/cx.ts";
import { type CustomIcons, fetchCustomIcons } from "./custom-icons";

/** Every name a page draws as a custom icon: one request for all of them, once per page load. */
export const CUSTOM_ICON_NAMES = ["restaurant", "bar", "nightclub", "ticket"] as const;
export type CustomIconName = (typeof CUSTOM_ICON_NAMES)[number];

let shared: Promise<CustomIcons | null> | undefined;

function pageIcons(language: "es" | "en"): Promise<CustomIcons | null> {
  shared ??= fetchCustomIcons(CUSTOM_ICON_NAMES, { language });
  return shared;
}

/** The page's custom icons once they arrived; null before (and for good when they did not). */
function useCustomIcons(language: "es" | "en"): CustomIcons | null {
  const [icons, setIcons] = useState<CustomIcons | null>(null);
  useEffect(() => {
    let live = true;
    void pageIcons(language).then((loaded) => {
      if (live) setIcons(loaded);
    });
    return () => {
      live = false;
    };
  }, [language]);
  return icons;
}

export interface CustomIconProps {
  name: CustomIconName;
  /** The built-in icon drawn on the server, until the custom one arrives, and whenever it does not. */
  fallback: LucideIcon;
  language: "es" | "en";
  className?: string;
}

/** A custom icon from the icon service, or its built-in (lucide) stand-in; always decorative. */
export function CustomIcon({ name, fallback: Fallback, language, className }: CustomIconProps) {
  const icons = useCustomIcons(language);
  const icon = icons?.icons[name];
  if (!icons || !icon) return <Fallback aria-hidden="true" className={className} />;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${icon.width ?? icons.width} ${icon.height ?? icons.height}`}
      className={cx("shrink-0", className)}
      data-icon={`${icons.prefix}:${name}`}
      // The body passed isSafeIconBody (drawing elements only) in fetchCustomIcons.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: checked SVG drawing from our own icon service
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
