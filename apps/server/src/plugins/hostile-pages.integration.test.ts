import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../testing.ts";
import { originForm } from "./request-target.ts";

/** One request written on a fresh connection exactly as given; the whole answer as text. */
function rawExchange(port: number, requestLine: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ port, host: "127.0.0.1" }, () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nAccept-Language: es\r\nConnection: close\r\n\r\n`);
    });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

describe("the request target's absolute form", () => {
  it("is read as its path and query; other targets pass unchanged", () => {
    const target = (url: string) => originForm({ url } as never);
    expect(target("http://evil.example/")).toBe("/");
    expect(target("http://evil.example")).toBe("/");
    expect(target("https://user@evil.example:8443/mx/?q=taco")).toBe("/mx/?q=taco");
    expect(target("HTTP://evil.example?lang=en")).toBe("/?lang=en");
    expect(target("/mx/")).toBe("/mx/");
    expect(target("*")).toBe("*");
  });
});

describe("pages given hostile input (with the web build)", () => {
  let subject: TestApp;
  let port: number;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 2, pages: true });
    port = Number(new URL(await subject.app.listen({ port: 0, host: "127.0.0.1" })).port);
  }, 600_000);
  afterAll(async () => {
    await subject.close();
  });

  it("answers an absolute-form request line like its path, pages and API alike", async () => {
    const home = await rawExchange(port, "GET http://evil.example/ HTTP/1.1");
    expect(statusOf(home), home.slice(0, 300)).toBe(200);
    expect(home).toMatch(/<html lang="es/);
    const english = await rawExchange(port, "GET http://evil.example/en/ HTTP/1.1");
    expect(statusOf(english)).toBe(200);
    expect(english).toMatch(/<html lang="en/);
    const api = await rawExchange(port, "GET http://evil.example/api/tools/status?lang=en HTTP/1.1");
    expect(statusOf(api)).toBe(200);
    const missing = await rawExchange(port, "GET http://evil.example/no-existe/ HTTP/1.1");
    expect(statusOf(missing)).toBe(404);
  });

  it("answers a listing searched with a NUL byte 400, saying what to fix in the page's language", async () => {
    const spanish = await subject.app.inject("/mx/?q=a%00");
    expect(spanish.statusCode).toBe(400);
    expect(spanish.body).toContain("caracteres que no se pueden usar");
    const english = await subject.app.inject("/en/mx/?q=a%00");
    expect(english.statusCode).toBe(400);
    expect(english.body).toContain("characters that cannot be used");
    // A search without them still lists.
    expect((await subject.app.inject("/mx/?q=taco")).statusCode).toBe(200);
  });

  it("never answers 5xx to a NUL byte, a huge number or an impossible date in a page's path or query", async () => {
    const urls = [
      "/mx/a%00/",
      "/en/mx/a%00/b/",
      "/mx/?q=%1B&page=2147483648&category=2147483648",
      "/lugar/a%00/",
      "/lugar/a%00/reservar/?fecha=2027-02-30",
      "/lugar/reservacion/ABCDEF12/?token=a%00",
      "/plan-que-hacer/a%00/comprar/?sesion=2147483648",
      "/planes-que-hacer/mx/?desde=2027-02-31&hasta=0000-00-00&precio=99999999999",
      "/en/things-to-do/mx/?from=2027-02-31&to=0000-00-00",
      "/planes-que-hacer/gracias-por-tu-compra/?orden=EXP-AAAAAA&email=a%00%40b.co",
      "/stores/order/PED-AAAAAA/?email=a%00%40b.co",
      "/stores/order-detail/?order=PED-AAAAAA&email=a%00%40b.co",
      "/stores/a%00/?page=2147483648",
      "/stores/detail/a%00/",
    ];
    const answers = await Promise.all(urls.map(async (url) => `${url} ${(await subject.app.inject(url)).statusCode}`));
    expect(answers.filter((answer) => / 5\d\d$/.test(answer))).toEqual([]);
  });
});
