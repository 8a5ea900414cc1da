import {
  type ArtCategory,
  COVER_HEIGHT,
  COVER_WIDTH,
  coverArtSeed,
  coverArtSpec,
  coverArtUrl,
  coverPlaceholder,
} from "@sobremesa/contracts";
import { cx } from "#app/components/ui/cx.ts";

interface CoverArtProps {
  seed: number;
  category: ArtCategory;
  cuisine?: string | null;
  className?: string;
  /** Above the fold (the first cards of a listing): load at once and early, for the largest paint. */
  priority?: boolean;
}

/**
 * Decorative cover of a place: an image the server draws at a URL that never changes
 * (`/_art/v1/cover/...svg`, cached for a year), with fixed 4:3 dimensions so nothing shifts, and
 * the cover's own gradient as background until it arrives. The place's name is always in the text
 * beside it, so the image has an empty alt.
 */
export function CoverArt({ seed, category, cuisine, className, priority = false }: CoverArtProps) {
  const artSeed = coverArtSeed(seed, category, cuisine);
  return (
    <img
      src={coverArtUrl(artSeed, category)}
      alt=""
      width={COVER_WIDTH}
      height={COVER_HEIGHT}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      style={{ backgroundImage: coverPlaceholder(coverArtSpec(artSeed, category)) }}
      className={cx("object-cover", className)}
    />
  );
}
