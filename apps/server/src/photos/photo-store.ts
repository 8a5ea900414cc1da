import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "@sobremesa/config";
import { AwsClient } from "aws4fetch";

/**
 * Where photo renditions are kept, by name (`{owner}/{hash}-{width}.{webp|jpg}`, the owner a venue's
 * id, or `e` or `p` and an experience's or a product's). Two kinds, chosen
 * by PHOTO_STORAGE: the data directory (development, tests, a single instance) and an S3-compatible
 * bucket (several instances). The server serves both at the same stable URLs (photo-routes.ts).
 */
export interface PhotoStore {
  put(name: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(name: string): Promise<Uint8Array | null>;
  /** Removes the file; one already gone is fine. */
  delete(name: string): Promise<void>;
}

/** A rendition's name: nothing else ever reaches a path or a bucket key. */
export const PHOTO_NAME = /^[ep]?\d{1,10}\/[0-9a-f]{32}-\d{2,4}\.(webp|jpg)$/;

function checked(name: string): string {
  if (!PHOTO_NAME.test(name)) throw new Error(`not a photo name: ${name.slice(0, 80)}`);
  return name;
}

/** Files under a directory; each written beside itself first and renamed, so a reader never sees half of one. */
export function dataDirPhotoStore(directory: string): PhotoStore {
  const file = (name: string) => path.join(directory, checked(name));
  return {
    async put(name, body) {
      const target = file(name);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.part`;
      await writeFile(partial, body);
      await rename(partial, target);
    },
    async get(name) {
      try {
        return await readFile(file(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(file(name), { force: true });
    },
  };
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The HTTP client; tests may pass their own. */
  fetch?: typeof fetch;
}

/** An S3-compatible bucket, path-style, requests signed with SigV4 (aws4fetch). */
export function s3PhotoStore(options: S3Options): PhotoStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
  });
  const send = async (method: string, name: string, init: { body?: Uint8Array; headers?: Record<string, string> }) => {
    const url = `${options.endpoint}/${options.bucket}/${checked(name)}`;
    const request = await client.sign(url, { method, ...init } as RequestInit);
    return (options.fetch ?? fetch)(request);
  };
  const failed = async (what: string, response: Response) =>
    new Error(`photo store ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return {
    async put(name, body, contentType) {
      const response = await send("PUT", name, {
        body,
        headers: { "content-type": contentType, "cache-control": "public, max-age=31536000, immutable" },
      });
      if (!response.ok) throw await failed("PUT", response);
      await response.arrayBuffer();
    },
    async get(name) {
      const response = await send("GET", name, {});
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await failed("GET", response);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(name) {
      const response = await send("DELETE", name, {});
      if (!response.ok && response.status !== 404) throw await failed("DELETE", response);
      await response.arrayBuffer();
    },
  };
}

export function photoStoreOf(config: Pick<Config, "photoStorage">): PhotoStore {
  const storage = config.photoStorage;
  return storage.kind === "s3" ? s3PhotoStore(storage) : dataDirPhotoStore(storage.directory);
}
