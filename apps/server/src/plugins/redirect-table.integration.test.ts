import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

/**
 * The table of old slugs on a fresh install without demo data (SEED_DEMO=false): its fixed part is
 * reference data, answered from the first start, and the rows a later seed adds are served once the
 * table is read again, without a restart.
 */

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ env: { SEED_DEMO: "false" } });
});

afterAll(async () => {
  await subject.close();
});

const redirectOf = async (url: string) => {
  const response = await subject.app.inject(url);
  return { status: response.statusCode, location: response.headers.location };
};

describe("the old country pages on a database without demo places", () => {
  it("answers /mexico/, /colombia/ and /costa-rica/ on the first start", async () => {
    expect(await redirectOf("/mexico/")).toEqual({ status: 301, location: "/mx/" });
    expect(await redirectOf("/colombia/?utm_source=x")).toEqual({ status: 301, location: "/co/?utm_source=x" });
    expect(await redirectOf("/costa-rica")).toEqual({ status: 301, location: "/cr/" });
  });

  it("serves rows added after the start once the table is read again", async () => {
    await subject.database.handle.query(
      "insert into legacy_redirects (from_path, to_path, kind) values ('/bares-en-tepic/', '/mx/nayarit/tepic/bares/', 'listing')",
    );
    expect((await redirectOf("/bares-en-tepic/")).status).not.toBe(301);
    await subject.app.services.routing.reload();
    expect(await redirectOf("/bares-en-tepic/")).toEqual({ status: 301, location: "/mx/nayarit/tepic/bares/" });
  });
});
