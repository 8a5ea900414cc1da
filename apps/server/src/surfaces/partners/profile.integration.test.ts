import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, SITE_ORIGIN, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { filesUnder } from "../../photos/photos-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/** A small picture with a camera's EXIF (GPS position, owner) that must not survive the upload. */
async function photoWithExif(color: string, width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .withExif({ IFD0: { Artist: "Fotógrafa Secreta", Copyright: "privado" }, IFD3: { GPSLatitudeRef: "N" } })
    .jpeg()
    .toBuffer();
}

/**
 * A venue's profile and photos over a real database: who may change them, the lost update, the
 * audit line, what the public sees next, and that refused uploads leave no file and no row.
 */
describe("partner console: profile and photos", () => {
  let subject: TestApp;
  let dataDir: string;
  let placeId: number;
  let slug: string;
  let owner: Account;
  let manager: Account;
  let host: Account;

  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const call = (
    account: Account | null,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    inject({
      method,
      url,
      headers: account ? browser(account.token) : { origin: SITE_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const upload = (account: Account, body: Buffer, contentType = "image/jpeg", query = "") =>
    inject({
      method: "POST",
      url: `/partners/venues/${placeId}/photos${query}`,
      headers: { ...browser(account.token), "content-type": contentType },
      payload: body,
    });
  const base = () => `/partners/venues/${placeId}`;
  const photosDir = () => path.join(dataDir, "photos");
  const readProfile = async (account = manager) => {
    const response = await call(account, "GET", `${base()}/profile`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const editable = (profile: Record<string, unknown>) => ({
    name: profile.name,
    descriptionEs: profile.descriptionEs,
    descriptionEn: profile.descriptionEn,
    phone: profile.phone,
    address: profile.address,
    priceRange: profile.priceRange,
    cuisineIds: profile.cuisineIds,
    foodTypeIds: profile.foodTypeIds,
    amenityIds: profile.amenityIds,
    latitude: profile.latitude,
    longitude: profile.longitude,
    version: profile.version,
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "sobremesa-photos-"));
    subject = await buildTestApp({ places: 3, env: { DATA_DIR: dataDir } });
    const [place] = await subject.database.handle.query<{ id: number; slug: string }>(
      "select id, slug from places order by id limit 1",
    );
    placeId = place!.id;
    slug = place!.slug;
    owner = await verifiedAccount(subject.app, { firstName: "Olga", lastName: "Dueña" });
    manager = await verifiedAccount(subject.app, { firstName: "Manuel", lastName: "Gerente" });
    host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Anfitriona" });
    for (const [account, role] of [
      [owner, "owner"],
      [manager, "manager"],
      [host, "host"],
    ] as const)
      await subject.database.handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [
        placeId,
        account.id,
        role,
      ]);
  }, 120_000);
  afterAll(async () => {
    await subject?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("lets a manager rename the venue: audited, found by search at once, a stale edit refused", async () => {
    const { profile, cuisines } = await readProfile();
    expect(cuisines.length).toBeGreaterThan(0);
    const versionBefore = await subject.app.services.search.catalogVersion();
    const changed = {
      ...editable(profile),
      name: "Cantina Zacatlán del Río",
      descriptionEs: "Mezcales de la sierra y antojitos.",
      descriptionEn: "Highland mezcal and snacks.",
      phone: "+52 55 1234 5678",
      priceRange: 3,
      cuisineIds: [cuisines[0].id],
    };
    const saved = await call(manager, "PUT", `${base()}/profile`, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().profile).toMatchObject({ ...changed, version: profile.version + 1 });

    // The place page reads the catalogue's counter: this instance sees it move on its next request.
    expect(await subject.app.services.search.catalogVersion()).not.toBe(versionBefore);
    const suggestions = await inject({ method: "GET", url: "/api/tools/suggestions?q=zacatlan%20del%20rio" });
    expect(suggestions.json().data.places).toContainEqual(expect.objectContaining({ name: changed.name }));
    const page = await subject.app.services.search.placeProfile({ slug, language: "en", siteUrl: SITE_ORIGIN });
    expect(page?.place).toMatchObject({ name: changed.name });

    const stale = await call(owner, "PUT", `${base()}/profile?lang=en`, { ...changed, name: "Otra", version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "SETUP_CHANGED", message: expect.stringMatching(/reload/i) });

    const [audit] = await subject.database.handle.query<{
      action: string;
      before: { name: string };
      after: { name: string };
    }>("select action, before, after from partner_audit_log where place_id = $1 and action = 'profile.update'", [
      placeId,
    ]);
    expect(audit).toMatchObject({
      action: "profile.update",
      before: { name: profile.name },
      after: { name: changed.name },
    });
  });

  it("refuses bad profile fields at the edge and a host altogether", async () => {
    const { profile } = await readProfile();
    for (const bad of [
      { name: "x".repeat(121) },
      { phone: "llámame" },
      { priceRange: 5 },
      { descriptionEs: "" },
      { cuisineIds: [1, 2, 3, 4, 5, 6] },
    ]) {
      const response = await call(manager, "PUT", `${base()}/profile`, { ...editable(profile), ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknown = await call(manager, "PUT", `${base()}/profile`, { ...editable(profile), cuisineIds: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect((await call(host, "GET", `${base()}/profile`)).statusCode).toBe(403);
  });

  it("stores an upload at a few widths as WebP and JPEG without EXIF, served immutable", async () => {
    const response = await upload(
      manager,
      await photoWithExif("#c0392b"),
      "image/jpeg",
      "?altEs=Terraza&altEn=Terrace",
    );
    expect(response.statusCode, response.body).toBe(201);
    const { photo } = response.json();
    expect(photo).toMatchObject({ position: 0, widths: [480, 960], width: 960, height: 640, altEs: "Terraza" });
    const served = await inject({ method: "GET", url: `/media/photos/${photo.stem}-480.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const format of ["webp", "jpg"]) {
      const file = await inject({ method: "GET", url: `/media/photos/${photo.stem}-960.${format}` });
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.width).toBe(960);
      expect(metadata.exif).toBeUndefined();
    }
    expect(await filesUnder(photosDir())).toHaveLength(4);
    expect((await inject({ method: "GET", url: `/media/photos/${photo.stem}-1600.webp` })).statusCode).toBe(404);
    expect((await inject({ method: "GET", url: "/media/photos/1/..%2f..%2fpasswd-480.jpg" })).statusCode).toBe(404);
  });

  it("refuses what is not an image, too large, or one too many, storing nothing", async () => {
    const filesBefore = await filesUnder(photosDir());
    const rowsBefore = await subject.database.handle.query("select * from place_photos order by id");

    const text = await upload(manager, Buffer.from("<svg>not really</svg>"), "image/png");
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatchObject({ code: "PHOTO_NOT_AN_IMAGE", message: expect.stringMatching(/JPEG/) });

    const huge = await upload(manager, Buffer.alloc(10 * 1024 * 1024 + 1, 1), "image/jpeg", "?lang=en");
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({ code: "PHOTO_TOO_LARGE", message: expect.stringContaining("10 MB") });

    await subject.database.handle.query(
      `insert into place_photos (place_id, position, stem, widths, width, height)
       select $1::int, 100 + n, $1::text || '/' || lpad(n::text, 32, '0'), '{480}', 480, 320 from generate_series(1, 19) n`,
      [placeId],
    );
    const full = await upload(manager, await photoWithExif("#27ae60"));
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: "PHOTOS_LIMIT", message: expect.stringContaining("20") });
    await subject.database.handle.query("delete from place_photos where position >= 100");

    expect(await filesUnder(photosDir())).toEqual(filesBefore);
    expect(await subject.database.handle.query("select * from place_photos order by id")).toEqual(rowsBefore);
  });

  it("reorders, relabels and removes photos, each audited; a stale order is refused", async () => {
    const second = await upload(manager, await photoWithExif("#2980b9", 600, 400));
    expect(second.statusCode, second.body).toBe(201);
    const { photos } = await readProfile();
    const ids = photos.map((photo: { id: number }) => photo.id);
    expect(ids).toHaveLength(2);

    const reordered = await call(manager, "PUT", `${base()}/photos/order`, { photoIds: [...ids].reverse() });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().photos.map((photo: { id: number }) => photo.id)).toEqual([...ids].reverse());
    const stale = await call(manager, "PUT", `${base()}/photos/order`, { photoIds: [ids[0]] });
    expect(stale.json().error.code).toBe("SETUP_CHANGED");

    const alt = await call(manager, "PUT", `${base()}/photos/${ids[1]}`, { altEs: "Barra", altEn: "Bar" });
    expect(alt.json().photo).toMatchObject({ altEs: "Barra", altEn: "Bar" });

    const removed = await call(manager, "DELETE", `${base()}/photos/${ids[1]}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await readProfile();
    expect(left.photos.map((photo: { id: number }) => photo.id)).toEqual([ids[0]]);
    expect((await filesUnder(photosDir())).every((name) => name.startsWith(left.photos[0].stem))).toBe(true);

    const actions = await subject.database.handle.query<{ action: string }>(
      "select action from partner_audit_log where place_id = $1 and entity = 'place_photos' order by id",
      [placeId],
    );
    expect(actions.map((row) => row.action)).toEqual([
      "photo.create",
      "photo.create",
      "photo.reorder",
      "photo.alt",
      "photo.delete",
    ]);
  });
});
