import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** Sobremesa's profiles. Placeholder handles until the brand accounts are confirmed. */
export const SOCIAL_PROFILES = [
  { network: "Instagram", href: "https://www.instagram.com/sobremesa/" },
  { network: "Facebook", href: "https://www.facebook.com/sobremesa/" },
  { network: "TikTok", href: "https://www.tiktok.com/@sobremesa" },
  { network: "X", href: "https://x.com/sobremesa" },
] as const;

type Network = (typeof SOCIAL_PROFILES)[number]["network"];

/** Simple monochrome glyphs of each network (lucide has no brand icons). */
function GlyphPaths({ network }: { network: Network }) {
  switch (network) {
    case "Instagram":
      return (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </g>
      );
    case "Facebook":
      return (
        <path d="M13.5 21v-7.5h2.5l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.5V4.3c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.4H8v3h2.5V21z" />
      );
    case "TikTok":
      return (
        <path d="M16.6 3c.3 2.2 1.6 3.6 3.9 3.8v3c-1.4.1-2.6-.3-3.9-1.1v5.6c0 7.1-7.8 9.3-10.9 4.2-2-3.3-.8-9.1 5.7-9.3v3.2c-.5.1-1 .2-1.4.4-1.5.5-2.3 1.4-2.1 3 .5 3.2 6.4 4.1 5.9-2.1V3z" />
      );
    case "X":
      return (
        <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z" />
      );
  }
}

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1">
      {SOCIAL_PROFILES.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener"
            className="inline-flex size-11 items-center justify-center rounded-full text-neutral-300 hover:bg-white/10 hover:text-white"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
              <GlyphPaths network={network} />
            </svg>
            <span className="sr-only">{t("footer.socialLink", { network })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
