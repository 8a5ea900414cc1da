import { cx } from "#app/components/ui/cx.ts";
import { NOT_FOUND_ART_BOX } from "./not-found-art-box";

/** Rendered size of the not-found illustration: below md, and from md up. */
export const NOT_FOUND_ART_SIZE = {
  mobile: { width: 240, height: 341 },
  desktop: { width: 418, height: 598 },
} as const;

/**
 * The not-found page's decorative illustration: an empty table under a pendant lamp, in an arched
 * doorway, with a question mark rising from the plate. Inline SVG with fixed boxes (240x341 below
 * md, 418x598 from md), so it costs no request and never shifts the layout.
 */
export default function NotFoundArt({ className }: { className?: string }) {
  const { mobile } = NOT_FOUND_ART_SIZE;
  return (
    <svg
      viewBox="0 0 418 598"
      width={mobile.width}
      height={mobile.height}
      aria-hidden="true"
      focusable="false"
      data-testid="not-found-art"
      className={cx(NOT_FOUND_ART_BOX, className)}
    >
      {/* Doorway arch and floor shadow. */}
      <path d="M34 598 V214 A175 175 0 0 1 384 214 V598 Z" className="fill-brand-50" />
      <path d="M66 598 V226 A143 143 0 0 1 352 226 V598 Z" className="fill-brand-100" opacity="0.55" />
      <ellipse cx="209" cy="572" rx="150" ry="16" className="fill-brand-200" opacity="0.7" />

      {/* Pendant lamp and its light. */}
      <path d="M209 0 V132" className="stroke-neutral-700" strokeWidth="3" />
      <path d="M170 196 L248 196 L362 470 L56 470 Z" className="fill-accent-100" opacity="0.55" />
      <path d="M166 196 Q209 124 252 196 Z" className="fill-brand-500" />
      <rect x="201" y="126" width="16" height="14" rx="3" className="fill-neutral-700" />
      <ellipse cx="209" cy="198" rx="15" ry="8" className="fill-accent-300" />

      {/* Question mark rising like steam from the plate. */}
      <path
        d="M186 330 Q186 300 212 300 Q238 300 238 324 Q238 342 220 350 Q210 355 210 370 V378"
        fill="none"
        className="stroke-brand-400"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="210" cy="400" r="6.5" className="fill-brand-400" />

      {/* Two chairs facing the table. */}
      <path
        d="M60 372 V560 M60 474 H104 V560"
        fill="none"
        className="stroke-accent-500"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M358 372 V560 M358 474 H314 V560"
        fill="none"
        className="stroke-accent-500"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Table with an empty plate, fork and knife. */}
      <ellipse cx="209" cy="440" rx="130" ry="24" className="fill-neutral-800" />
      <ellipse cx="209" cy="434" rx="130" ry="24" className="fill-white" />
      <ellipse cx="209" cy="434" rx="130" ry="24" fill="none" className="stroke-neutral-300" strokeWidth="2" />
      <ellipse cx="209" cy="430" rx="52" ry="12" className="fill-white stroke-neutral-300" strokeWidth="2" />
      <ellipse cx="209" cy="430" rx="34" ry="7" fill="none" className="stroke-neutral-200" strokeWidth="2" />
      <path
        d="M136 424 L124 442 M131 421 L119 439 M141 427 L129 445"
        className="stroke-neutral-500"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path d="M282 421 L298 444" className="stroke-neutral-500" strokeWidth="4" strokeLinecap="round" />
      <path d="M209 462 V556" className="stroke-neutral-800" strokeWidth="12" strokeLinecap="round" />
      <path
        d="M160 562 Q209 548 258 562"
        fill="none"
        className="stroke-neutral-800"
        strokeWidth="10"
        strokeLinecap="round"
      />
    </svg>
  );
}
