import type { CategoryKey } from "@sobremesa/domain/catalog";
import { useId } from "react";
import { COVER_HEIGHT, COVER_WIDTH, coverArtSpec } from "../cover-art";

interface CoverArtProps {
  seed: number;
  category: CategoryKey;
  cuisine?: string | null;
  className?: string;
}

/**
 * Decorative cover of a place: an inline SVG, so it has fixed proportions (4:3), costs no request
 * and never shifts the layout. The place's name is always in the text beside it.
 */
export function CoverArt({ seed, category, cuisine, className }: CoverArtProps) {
  const id = `cover-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const spec = coverArtSpec(seed, category, cuisine);
  const [light, middle, deep] = spec.stops;
  return (
    <svg
      viewBox={`0 0 ${COVER_WIDTH} ${COVER_HEIGHT}`}
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id={`${id}-bg`} gradientTransform={`rotate(${spec.angle - 90} 0.5 0.5)`}>
          <stop offset="0" stopColor={light} />
          <stop offset="0.55" stopColor={middle} />
          <stop offset="1" stopColor={deep} />
        </linearGradient>
        <radialGradient id={`${id}-light`}>
          <stop offset="0" stopColor="#fff" stopOpacity="1" />
          <stop offset="0.6" stopColor="#fff" stopOpacity="0.35" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-shade`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0.45" stopColor="#000" stopOpacity="0" />
          <stop offset="1" stopColor="#000" stopOpacity="0.32" />
        </linearGradient>
      </defs>
      <rect width={COVER_WIDTH} height={COVER_HEIGHT} fill={`url(#${id}-bg)`} />
      {spec.lights.map((spot) => (
        <circle
          key={`${spot.cx}-${spot.cy}`}
          cx={spot.cx}
          cy={spot.cy}
          r={spot.r}
          fill={`url(#${id}-light)`}
          opacity={spot.opacity}
        />
      ))}
      <rect width={COVER_WIDTH} height={COVER_HEIGHT} fill={`url(#${id}-shade)`} />
      <g
        transform={`translate(${spec.motif.x} ${spec.motif.y}) rotate(${spec.motif.rotate}) scale(${spec.motif.scale})`}
        fill="none"
        stroke={spec.ink}
        strokeWidth={3}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <Motif category={category} />
      </g>
    </svg>
  );
}

function Motif({ category }: { category: CategoryKey }) {
  switch (category) {
    case "restaurant":
      return (
        <>
          <circle r={56} />
          <circle r={40} strokeWidth={1.5} opacity={0.7} />
          <path d="M-92 -48 V-22 M-84 -48 V-22 M-76 -48 V-22 M-92 -22 Q-84 -10 -76 -22 M-84 -14 V54" />
          <path d="M84 54 V-48 Q100 -28 94 2 H84" />
        </>
      );
    case "bar":
      return (
        <>
          <path d="M-52 -50 H52 L0 8 Z" />
          <path d="M-40 -36 H40" strokeWidth={1.5} opacity={0.7} />
          <path d="M0 8 V54 M-26 56 H26" />
          <circle cx={22} cy={-62} r={9} />
          <path d="M14 -54 L-10 -24" strokeWidth={2} />
          <path d="M64 56 H108 L104 -6 H68 Z" opacity={0.75} />
          <path d="M70 20 H102" strokeWidth={1.5} opacity={0.6} />
        </>
      );
    case "nightclub":
      return (
        <>
          <path d="M0 -150 V-46" strokeWidth={1.5} />
          <circle r={46} />
          <ellipse rx={20} ry={46} strokeWidth={1.5} opacity={0.75} />
          <ellipse rx={38} ry={46} strokeWidth={1.5} opacity={0.6} />
          <path d="M-44 -16 H44 M-46 0 H46 M-44 16 H44 M-36 -30 H36 M-36 30 H36" strokeWidth={1.5} opacity={0.7} />
          <path d="M-96 -30 l4 -12 l4 12 l12 4 l-12 4 l-4 12 l-4 -12 l-12 -4 Z" strokeWidth={2} />
          <path d="M86 24 l3 -9 l3 9 l9 3 l-9 3 l-3 9 l-3 -9 l-9 -3 Z" strokeWidth={2} />
          <path d="M70 -60 l2 -6 l2 6 l6 2 l-6 2 l-2 6 l-2 -6 l-6 -2 Z" strokeWidth={1.5} />
        </>
      );
  }
}
