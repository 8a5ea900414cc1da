import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharpPhotoFiles } from "./photo-files.ts";
import { s3PhotoStore } from "./photo-store.ts";

/**
 * The S3-compatible store against a tiny fake S3 on localhost (no network): path-style keys, SigV4
 * signed requests with the configured key, and the object's content type and caching kept.
 */
describe("the S3 photo store", () => {
  const objects = new Map<string, { body: Buffer; type: string; cacheControl: string }>();
  const authorizations: string[] = [];
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const authorization = request.headers.authorization ?? "";
        authorizations.push(authorization);
        if (!/^AWS4-HMAC-SHA256 Credential=FAKEKEY\/\d{8}\/us-east-1\/s3\/aws4_request,/.test(authorization)) {
          response.writeHead(403).end("<Error><Code>AccessDenied</Code></Error>");
          return;
        }
        const key = request.url ?? "";
        if (request.method === "PUT") {
          objects.set(key, {
            body: Buffer.concat(chunks),
            type: String(request.headers["content-type"]),
            cacheControl: String(request.headers["cache-control"]),
          });
          response.writeHead(200).end();
        } else if (request.method === "GET") {
          const found = objects.get(key);
          if (!found) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
          else response.writeHead(200, { "content-type": found.type }).end(found.body);
        } else if (request.method === "DELETE") {
          objects.delete(key);
          response.writeHead(204).end();
        } else response.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const store = () =>
    s3PhotoStore({
      endpoint,
      bucket: "fotos-sobremesa",
      region: "us-east-1",
      accessKeyId: "FAKEKEY",
      secretAccessKey: "fake-secret",
    });

  it("puts, reads and deletes signed objects under the bucket, path-style", async () => {
    const name = `7/${"a".repeat(32)}-480.webp`;
    await store().put(name, new Uint8Array([1, 2, 3]), "image/webp");
    expect(objects.get(`/fotos-sobremesa/${name}`)).toMatchObject({
      type: "image/webp",
      cacheControl: "public, max-age=31536000, immutable",
    });
    expect(await store().get(name)).toEqual(new Uint8Array([1, 2, 3]));
    await store().delete(name);
    expect(await store().get(name)).toBeNull();
    expect(authorizations.every((value) => value.startsWith("AWS4-HMAC-SHA256"))).toBe(true);
  });

  it("refuses names that are not a rendition's before any request", async () => {
    const before = authorizations.length;
    await expect(store().get("../otro-bucket/secreto")).rejects.toThrow(/not a photo name/);
    expect(authorizations.length).toBe(before);
  });

  it("keeps a photo's renditions in the bucket and removes them all", async () => {
    const files = sharpPhotoFiles(store());
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#8e44ad" } })
      .png()
      .toBuffer();
    const stored = await files.store("9", png);
    expect(stored).toMatchObject({ widths: [480, 960, 1600], width: 1600, height: 800 });
    expect([...objects.keys()].filter((key) => key.startsWith("/fotos-sobremesa/9/"))).toHaveLength(6);
    expect(await files.store("9", new TextEncoder().encode("GIF89a, or so it says"))).toBeNull();
    if (stored) await files.remove(stored);
    expect([...objects.keys()].filter((key) => key.startsWith("/fotos-sobremesa/9/"))).toEqual([]);
  });

  it("answers a refused request as an error, never as a missing file", async () => {
    const wrong = s3PhotoStore({
      endpoint,
      bucket: "fotos-sobremesa",
      region: "us-east-1",
      accessKeyId: "OTHERKEY",
      secretAccessKey: "x",
    });
    await expect(wrong.get(`7/${"b".repeat(32)}-480.jpg`)).rejects.toThrow(/403/);
  });
});
