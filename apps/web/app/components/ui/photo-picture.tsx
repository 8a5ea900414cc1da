import { type PublicPhoto, photoSrcSet, photoUrl } from "@sobremesa/contracts";

/** An uploaded photo at the widths stored, WebP first and JPEG for the rest; sized by its box. */
export function PhotoPicture({
  photo,
  sizes,
  className,
  priority = false,
}: {
  photo: PublicPhoto;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={sizes} />
      <img
        src={photoUrl(photo.stem, photo.widths.at(-1) ?? photo.width, "jpg")}
        srcSet={photoSrcSet(photo, "jpg")}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
