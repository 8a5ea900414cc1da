import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";

// Bases other than the defaults (/, /rsv, /b2c, /sys): the server moves its routes and the page
// tells the browser, whose API clients read them from the root loader's data (api-bases.ts).
const BASES = {
  MAIN_API_BASE: "/principal",
  RSV_API_BASE: "/reservas",
  B2C_API_BASE: "/negocios",
  SYS_API_BASE: "/sistema",
};

let subject: TestApp;

beforeAll(async () => {
  subject = await buildTestApp({ places: 20, pages: true, env: BASES });
  await subject.app.ready();
});

afterAll(async () => {
  await subject.close();
});

describe("configured API bases", () => {
  it("serve the APIs there and not at the defaults", async () => {
    expect((await subject.app.inject("/principal/api/tools/countries?lang=es")).statusCode).toBe(200);
    expect((await subject.app.inject("/api/tools/countries?lang=es")).statusCode).toBe(404);
  });

  it("reach the browser in the page's data", async () => {
    const response = await subject.app.inject("/");
    expect(response.statusCode).toBe(200);
    // The root loader's data travels in React Router's hydration stream (escaped JSON text), where
    // an object's keys and values follow one another.
    const data = response.body.replace(/\\+"/g, '"');
    expect(data).toContain('"surfaces"');
    expect(data).toContain('"main","/principal","reservations","/reservas","b2c","/negocios","system","/sistema"');
  });
});
