import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Account, browser, uniqueIp, verifiedAccount } from "../../accounts-testing.ts";
import { buildTestApp, type TestApp } from "../../testing.ts";

/**
 * The console's pages a role may not open (a host on the staff, service, reports or profile page; a
 * manager on the audit log): a 403 page inside the partner console, in the person's language, with
 * the venue's sections to go on from, and nothing of the page refused.
 */
describe("partner console pages a role may not open", () => {
  let subject: TestApp;
  let host: Account;
  let manager: Account;
  let venue: { id: number; name: string };

  const page = (account: Account, url: string) =>
    subject.app.inject({ method: "GET", url, remoteAddress: uniqueIp(), headers: browser(account.token) });

  beforeAll(async () => {
    subject = await buildTestApp({ places: 2, pages: true });
    const [place] = await subject.database.handle.query<{ id: number; name: string }>(
      "select id, name from places order by id limit 1",
    );
    venue = place!;
    host = await verifiedAccount(subject.app, { firstName: "Hilda", lastName: "Recepción" });
    manager = await verifiedAccount(subject.app, { firstName: "Marta", lastName: "Gerencia" });
    for (const [account, role] of [
      [host, "host"],
      [manager, "manager"],
    ] as const)
      await subject.database.handle.query("insert into venue_staff (place_id, user_id, role) values ($1, $2, $3)", [
        venue.id,
        account.id,
        role,
      ]);
  }, 120_000);
  afterAll(() => subject?.close());

  const spanish = ["equipo", "servicio", "informes", "perfil", "bitacora"];
  it.each(spanish)("shows a host /socios/lugar/:id/%s/ as a 403 page of the console, in Spanish", async (section) => {
    const response = await page(host, `/socios/lugar/${venue.id}/${section}/`);
    expect(response.statusCode).toBe(403);
    expect(response.headers["cache-control"]).toMatch(/private|no-store/);
    const html = response.body;
    if (section === "equipo") require("node:fs").writeFileSync("/tmp/forbidden.html", html);
    expect(html).toContain('lang="es-MX"');
    expect(html).toContain("Tu rol en este lugar no permite ver esta página.");
    // The console's header and the venue's sections a host may open, not the site's error page.
    expect(html).toContain("Sobremesa Socios");
    expect(html).toContain(`href="/socios/lugar/${venue.id}/agenda/"`);
    expect(html).not.toContain(`href="/socios/lugar/${venue.id}/equipo/"`);
    expect(html).not.toContain("algo salió mal");
  });

  it("shows a host the English pages the same way, and a manager the owner's audit log", async () => {
    const english = await page(host, `/en/partners/venue/${venue.id}/staff/`);
    expect(english.statusCode).toBe(403);
    expect(english.body).toContain("Your role at this venue does not allow this page.");
    expect(english.body).toContain(`href="/en/partners/venue/${venue.id}/day-book/"`);
    const audit = await page(manager, `/socios/lugar/${venue.id}/bitacora/`);
    expect(audit.statusCode).toBe(403);
    expect(audit.body).toContain("Tu rol en este lugar no permite ver esta página.");
    // A manager's sections include the staff list, still not the audit log.
    expect(audit.body).toContain(`href="/socios/lugar/${venue.id}/equipo/"`);
    expect(audit.body).not.toContain(`href="/socios/lugar/${venue.id}/bitacora/"`);
  });

  it("still answers 404 for a venue the person does not work at", async () => {
    const [other] = await subject.database.handle.query<{ id: number }>(
      "select id from places where id <> $1 order by id limit 1",
      [venue.id],
    );
    const response = await page(host, `/socios/lugar/${other!.id}/equipo/`);
    expect(response.statusCode).toBe(404);
  });
});
