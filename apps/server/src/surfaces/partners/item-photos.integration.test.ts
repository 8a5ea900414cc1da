import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { insertExperience } from "../../experiences-testing.ts";
import { filesUnder } from "../../photos/photos-testing.ts";
import { insertStore, type TestStore } from "../../store-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

const picture = (color: string, width = 700, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/**
 * Photos of experiences (organizer console) and products (store console) through the venues' photo
 * subsystem: who may upload, hostile uploads that leave no file and no row, the limit under uploads
 * at once, order, alt texts, removal, the audit lines and what the public pages show next.
 */
describe("photos of experiences and products", () => {
  let subject: TestApp;
  let dataDir: string;
  let organizer: number;
  let experience: number;
  let otherExperience: number;
  let experienceSlug: string;
  let shop: TestStore;
  let product: number;
  let manager: Account;
  let door: Account;
  let storeManager: Account;
  let stranger: Account;

  const query = <T>(sql: string, params: unknown[] = []) => subject.database.handle.query(sql, params) as Promise<T[]>;
  const inject = (options: InjectOptions) => subject.app.inject({ remoteAddress: uniqueIp(), ...options });
  const experienceBase = (id = experience) => `/partners/organizers/${organizer}/experiences/${id}/photos`;
  const productBase = (id = product) => `/partners/stores/${shop.storeId}/products/${id}/photos`;
  const upload = (account: Account, url: string, body: Buffer | string, contentType = "image/jpeg") =>
    inject({ method: "POST", url, headers: { ...browser(account.token), "content-type": contentType }, payload: body });
  const call = (account: Account, method: "PUT" | "DELETE", url: string, payload?: object) =>
    inject({ method, url, headers: browser(account.token), ...(payload ? { payload } : {}) });
  const photosDir = () => path.join(dataDir, "photos");

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "sobremesa-item-photos-"));
    subject = await buildTestApp({ places: 1, env: { DATA_DIR: dataDir } });
    const [mx] = await query<{ id: number }>("select id from countries where code = 'mx'");
    [{ id: organizer }] = (await query<{ id: number }>(
      "insert into organizers (slug, name, country_id) values ('fotos-org', 'Fotos y Más', $1) returning id",
      [mx!.id],
    )) as [{ id: number }];
    const mine = await insertExperience(subject.database, { slug: "cata-con-fotos" });
    const theirs = await insertExperience(subject.database, { slug: "cata-ajena" });
    experience = mine.experienceId;
    otherExperience = theirs.experienceId;
    experienceSlug = "cata-con-fotos";
    await query(
      `update experiences set organizer_id = $1, meeting_point_es = 'Frente a la fuente', meeting_point_en = 'By the fountain'
       where id = $2`,
      [organizer, experience],
    );
    shop = await insertStore(subject.database, { slug: "tienda-fotos" });
    [{ id: product }] = (await query<{ id: number }>("select id from store_products where slug = $1", [
      shop.productSlug,
    ])) as [{ id: number }];
    manager = await verifiedAccount(subject.app);
    door = await verifiedAccount(subject.app);
    storeManager = await verifiedAccount(subject.app);
    stranger = await verifiedAccount(subject.app);
    await query(
      "insert into organizer_staff (organizer_id, user_id, role) values ($1, $2, 'manager'), ($1, $3, 'door')",
      [organizer, manager.id, door.id],
    );
    await query("insert into store_staff (store_id, user_id, role) values ($1, $2, 'store_manager')", [
      shop.storeId,
      storeManager.id,
    ]);
  }, 120_000);
  afterAll(async () => {
    await subject?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("adds an experience's photo, audited, shown with the meeting point on the public page", async () => {
    const added = await upload(manager, `${experienceBase()}?altEs=Barra&altEn=Bar`, await picture("#c0392b"));
    expect(added.statusCode, added.body).toBe(201);
    const { photo } = added.json();
    expect(photo).toMatchObject({ position: 0, widths: [480], altEs: "Barra", altEn: "Bar" });
    expect(photo.stem).toMatch(new RegExp(`^e${experience}/[0-9a-f]{32}$`));
    expect((await inject({ method: "GET", url: `/media/photos/${photo.stem}-480.webp` })).statusCode).toBe(200);

    const page = await inject({ method: "GET", url: `/api/experiences/${experienceSlug}?lang=en` });
    expect(page.json().data).toMatchObject({
      meeting_point: "By the fountain",
      cover_photo: { stem: photo.stem, alt: "Bar" },
      photos: [{ stem: photo.stem, alt: "Bar" }],
    });
    const editor = await inject({
      method: "GET",
      url: `/partners/organizers/${organizer}/experiences/${experience}`,
      headers: browser(manager.token),
    });
    expect(editor.json().experience.photos).toEqual([photo]);
    const [line] = await query<{ organizer_id: number; entity: string }>(
      "select organizer_id, entity from partner_audit_log where action = 'photo.create' and entity_id = $1",
      [String(photo.id)],
    );
    expect(line).toEqual({ organizer_id: organizer, entity: "item_photos" });
  });

  it("refuses door staff, strangers and another organizer's experience", async () => {
    const body = await picture("#16a085");
    expect((await upload(door, experienceBase(), body)).statusCode).toBe(403);
    expect((await upload(stranger, experienceBase(), body)).statusCode).toBe(404);
    const foreign = await upload(manager, `${experienceBase(otherExperience)}?lang=en`, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toMatch(/experience/);
    expect(await query("select id from item_photos where experience_id = $1", [otherExperience])).toEqual([]);
  });

  it("refuses hostile uploads without leaving a file or a row", async () => {
    const files = await filesUnder(photosDir());
    const rows = await query("select * from item_photos order by id");
    const text = await upload(storeManager, productBase(), "<svg onload=alert(1)>", "image/png");
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe("PHOTO_NOT_AN_IMAGE");
    const huge = await upload(storeManager, `${productBase()}?lang=en`, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toContain("10 MB");
    const nul = await upload(storeManager, `${productBase()}?altEs=a%00b`, await picture("#8e44ad"));
    expect(nul.statusCode).toBe(400);
    const json = await upload(storeManager, productBase(), JSON.stringify({ photo: "x" }), "application/json");
    expect(json.statusCode).toBe(415);
    const wrongType = await upload(storeManager, productBase(), "hola", "text/plain");
    expect(wrongType.statusCode).toBe(415);
    const hugeId = await upload(storeManager, productBase(99_999_999_999), await picture("#8e44ad"));
    expect(hugeId.statusCode).toBe(400);
    expect(await filesUnder(photosDir())).toEqual(files);
    expect(await query("select * from item_photos order by id")).toEqual(rows);
  });

  it("orders, relabels and removes a product's photos; the store's page shows the first", async () => {
    const first = (await upload(storeManager, productBase(), await picture("#2980b9"))).json().photo;
    const second = (await upload(storeManager, productBase(), await picture("#27ae60", 600, 400))).json().photo;
    expect(second.stem).toMatch(new RegExp(`^p${product}/`));
    const order = await call(storeManager, "PUT", `${productBase()}/order`, { photoIds: [second.id, first.id] });
    expect(order.statusCode, order.body).toBe(200);
    const stale = await call(storeManager, "PUT", `${productBase()}/order`, { photoIds: [first.id] });
    expect(stale.statusCode).toBe(409);
    const alt = await call(storeManager, "PUT", `${productBase()}/${second.id}`, { altEs: "Bolsa", altEn: "Bag" });
    expect(alt.json().photo).toMatchObject({ altEs: "Bolsa", altEn: "Bag" });

    const detail = await inject({ method: "GET", url: `/api/store/products/${shop.productSlug}?lang=es` });
    expect(detail.json().data.photos.map((photo: { stem: string }) => photo.stem)).toEqual([second.stem, first.stem]);
    const store = await inject({ method: "GET", url: "/api/stores/tienda-fotos?lang=es" });
    expect(store.json().products[0].cover_photo).toMatchObject({ stem: second.stem, alt: "Bolsa" });

    const removed = await call(storeManager, "DELETE", `${productBase()}/${first.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await filesUnder(photosDir())).some((name) => name.startsWith(first.stem))).toBe(false);
    const actions = await query<{ action: string }>(
      "select action from partner_audit_log where store_id = $1 and entity = 'item_photos' order by id",
      [shop.storeId],
    );
    expect(actions.map((line) => line.action)).toEqual([
      "photo.create",
      "photo.create",
      "photo.reorder",
      "photo.alt",
      "photo.delete",
    ]);
    await call(storeManager, "DELETE", `${productBase()}/${second.id}`);
  });

  it("keeps the limit when five uploads arrive at once", async () => {
    await query(
      `insert into item_photos (product_id, position, stem, widths, width, height)
       select $1::int, 100 + n, 'p' || $1::text || '/' || lpad(n::text, 32, '0'), '{480}', 480, 320
       from generate_series(1, 8) n`,
      [product],
    );
    const colors = ["#111111", "#222222", "#333333", "#444444", "#555555"];
    const answers = await Promise.all(
      colors.map(async (color) => upload(storeManager, productBase(), await picture(color))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    const [{ count }] = (await query<{ count: number }>(
      "select count(*)::int as count from item_photos where product_id = $1",
      [product],
    )) as [{ count: number }];
    expect(count).toBe(10);
    const stems = (await query<{ stem: string }>("select stem from item_photos where product_id = $1", [product])).map(
      (row) => row.stem,
    );
    const onDisk = new Set((await filesUnder(photosDir())).map((name) => name.replace(/-\d+\.(webp|jpg)$/, "")));
    expect([...onDisk].filter((stem) => stem.startsWith(`p${product}/`)).sort()).toEqual(
      stems.filter((stem) => !/\/0+\d$/.test(stem)).sort(),
    );
    await query("delete from item_photos where product_id = $1", [product]);
  });
});
