import { createHash } from "node:crypto";
import { PHOTO_FORMATS, type PhotoFormat } from "@sobremesa/contracts";
import type { PhotoFiles, StoredPhoto } from "@sobremesa/domain/photos";
import type { PhotoStore } from "./photo-store.ts";

/** The widths stored: a phone's card, a laptop's column, a wide screen's gallery. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
/** What the decoder will take: larger pictures are refused rather than eating the server's memory. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Formats read by their content (magic bytes), whatever the file's name or type says. */
const ACCEPTED = new Set(["jpeg", "png", "webp", "avif", "heif", "gif", "tiff"]);
const CONTENT_TYPES: Record<PhotoFormat, string> = { webp: "image/webp", jpg: "image/jpeg" };

export const renditionName = (stem: string, width: number, format: PhotoFormat) => `${stem}-${width}.${format}`;

/**
 * Photos through sharp: the picture is read by its content, turned upright by its EXIF orientation,
 * resized to each width no larger than itself and written as WebP and JPEG with no metadata at all
 * (sharp keeps none unless asked: GPS, camera and owner tags go). Names carry a hash of the upload,
 * so a URL never shows other bytes and may be cached for good.
 */
export function sharpPhotoFiles(store: PhotoStore): PhotoFiles {
  return {
    async store(prefix: string, bytes: Uint8Array): Promise<StoredPhoto | null> {
      const { default: sharp } = await import("sharp");
      const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
      let metadata: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
      try {
        metadata = await input().metadata();
      } catch {
        return null;
      }
      if (!metadata.format || !ACCEPTED.has(metadata.format) || !metadata.width || !metadata.height) return null;
      // Orientations 5 to 8 are sideways: the picture's width is its stored height.
      const sideways = (metadata.orientation ?? 1) >= 5;
      const originalWidth = sideways ? metadata.height : metadata.width;
      const widths: number[] = PHOTO_WIDTHS.filter((width) => width <= originalWidth);
      if (widths.length === 0) widths.push(originalWidth);
      const stem = `${prefix}/${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}`;
      const written: string[] = [];
      let size = { width: 0, height: 0 };
      try {
        for (const width of widths) {
          for (const format of PHOTO_FORMATS) {
            const pipeline = input().rotate().resize({ width, withoutEnlargement: true });
            const { data, info } = await (format === "webp"
              ? pipeline.webp({ quality: 78 })
              : pipeline.jpeg({ quality: 80, progressive: true, mozjpeg: true })
            ).toBuffer({ resolveWithObject: true });
            const name = renditionName(stem, width, format);
            await store.put(name, data, CONTENT_TYPES[format]);
            written.push(name);
            size = { width: info.width, height: info.height };
          }
        }
      } catch (error) {
        await Promise.allSettled(written.map((name) => store.delete(name)));
        if (written.length === 0 && isDecodeError(error)) return null;
        throw error;
      }
      return { stem, widths, ...size };
    },

    async remove(photo) {
      await Promise.all(
        photo.widths.flatMap((width) =>
          PHOTO_FORMATS.map((format) => store.delete(renditionName(photo.stem, width, format))),
        ),
      );
    },
  };
}

/** A picture whose header reads but whose pixels do not (a truncated file): not an image after all. */
function isDecodeError(error: unknown): boolean {
  return error instanceof Error && /vips|corrupt|premature|unexpected end|bad|invalid/i.test(error.message);
}
