import type { Page } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's organizer owner (packages/db/src/seed/organizers.ts). */
const OWNER = "duena@experiencias.demo.sobremesa.mx";
const DEMO_PASSWORD = "sobremesa-socios-demo";
const consoleHome = { es: "/socios/", en: "/en/partners/" } as const;
const buyPage = {
  es: (slug: string, session: number) => `/plan-que-hacer/${slug}/comprar/?sesion=${session}`,
  en: (slug: string, session: number) => `/en/thing-to-do/${slug}/buy/?session=${session}`,
} as const;
const thanks = {
  es: /\/planes-que-hacer\/gracias-por-tu-compra\/\?pedido=EXP-[A-Z0-9]{6}$/,
  en: /\/en\/things-to-do\/thank-you-for-your-purchase\/\?order=EXP-[A-Z0-9]{6}$/,
} as const;

/** A Friday at least a week ahead, as YYYY-MM-DD. */
function fridayAhead(): string {
  const day = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
  day.setUTCDate(day.getUTCDate() + ((5 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function signInFromRedirect(page: Page, language: "es" | "en") {
  const t = catalogues[language];
  await expect(page).toHaveURL(/login=1/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(OWNER);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
}

for (const language of ["es", "en"] as const) {
  test(`an organizer creates an experience with weekly sessions, a diner buys two tickets, the organizer sees the sale and its CSV (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    test.setTimeout(180_000);
    const all = catalogues[language];
    const t = all.partners;
    const run = String(Date.now()).slice(-6);
    const title = language === "es" ? `Taller de mole ${run}` : `Mole workshop ${run}`;

    // The owner signs in and opens the organizer from the console's home.
    await page.goto(consoleHome[language]);
    await signInFromRedirect(page, language);
    await expect(page.getByRole("heading", { level: 1, name: t.venues.title })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.organizers.title })).toBeVisible();
    await checkAccessibility();
    await page.getByRole("link", { name: /Experiencias Sobremesa México/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Experiencias Sobremesa México" })).toBeVisible();
    await checkAccessibility();

    // A new experience in both languages.
    await page.getByTestId("new-experience").click();
    await expect(page.getByRole("heading", { level: 1, name: t.organizer.newExperience })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const f = t.experienceForm;
    const fill = (label: string, value: string) => page.getByRole("textbox", { name: label, exact: true }).fill(value);
    await fill(f.titleEs, title);
    await fill(f.titleEn, `${title} (en)`);
    await fill(f.summaryEs, "Prepara un mole poblano desde cero con una cocinera tradicional.");
    await fill(f.summaryEn, "Make a mole poblano from scratch with a traditional cook.");
    await fill(f.descriptionEs, "Tostamos chiles, molemos especias y cocinamos juntos un mole que te llevas a casa.");
    await fill(f.descriptionEn, "We toast chillies, grind spices and cook together a mole you take home.");
    await page.getByRole("combobox", { name: f.category, exact: true }).selectOption("class");
    await fill(f.venueName, "Cocina Doña Rosa");
    await fill(f.address, "Calle 5 de Mayo 10, Centro");
    await fill(f.latitude, "19.43");
    await fill(f.longitude, "-99.13");
    await fill(f.cancellationEs, "Reembolso completo hasta 48 horas antes.");
    await fill(f.cancellationEn, "Full refund up to 48 hours before.");
    await checkAccessibility();
    await page.getByTestId("save-experience").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const [, organizerId, experienceId] = /\/(\d+)\/(?:experiencia|experience)\/(\d+)\//.exec(page.url()) ?? [];

    // A general ticket, then a session every Friday at 20:00 for four weeks.
    await fill(t.tiers.code, "general");
    await fill(t.tiers.nameEs, "General");
    await fill(t.tiers.nameEn, "General");
    await fill(t.tiers.priceLabel.replace("{{currency}}", "MXN"), "450");
    await page.getByTestId("add-tier").click();
    await expect(page.getByRole("listitem").filter({ hasText: "$450" })).toBeVisible();
    const first = fridayAhead();
    await page.locator('input[name="date"]').fill(first);
    await page.locator('input[name="time"]').fill("20:00");
    await page.getByRole("checkbox", { name: t.sessions.weekly.replace("{{max}}", "100"), exact: true }).check();
    await page.locator('input[name="until"]').fill(plusDays(first, 21));
    await page.getByTestId("add-sessions").click();
    await expect(
      page.getByRole("status").filter({ hasText: t.sessions.created_other.replace("{{count}}", "4") }),
    ).toBeVisible();
    await expect(page.getByTestId("sessions").getByRole("listitem")).toHaveCount(4);
    await checkAccessibility();

    // A diner buys two tickets of the first session on the public site.
    const experience = (await (
      await page.request.get(`/partners/organizers/${organizerId}/experiences/${experienceId}`)
    ).json()) as { experience: { slug: string } };
    const sessions = (await (
      await page.request.get(`/partners/organizers/${organizerId}/experiences/${experienceId}/sessions`)
    ).json()) as { data: { id: number }[] };
    const session = sessions.data[0]!.id;
    await page.goto(buyPage[language](experience.experience.slug, session));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const b = all.experiences.buy;
    // The page may start with one ticket chosen: up to two, whatever it started with.
    const increase = page.getByRole("button", { name: b.increase.replace("{{name}}", "General"), exact: true });
    while (Number(await page.getByTestId("quantity-general").textContent()) < 2) await increase.click();
    await expect(page.getByTestId("quantity-general")).toHaveText("2");
    await page.getByLabel(all.booking.form.firstName, { exact: true }).fill("Ana");
    await page.getByLabel(all.booking.form.lastName, { exact: true }).fill("López");
    await page.getByLabel(all.booking.form.email, { exact: true }).fill(`e2e.organizer.${language}.${run}@example.com`);
    await page.getByLabel(all.booking.form.phone, { exact: true }).fill("5512345678");
    const c = all.membership.checkout.card;
    await page.getByLabel(c.number, { exact: true }).fill("4242 4242 4242 4242");
    await page.getByLabel(c.expiry, { exact: true }).fill("12/34");
    await page.getByLabel(c.cvc, { exact: true }).fill("123");
    await page.getByLabel(c.name, { exact: true }).fill("Ana López");
    await page.getByRole("button", { name: new RegExp(`^${b.submit.replace("{{total}}", "").trim()}`) }).click();
    await expect(page).toHaveURL(thanks[language], { timeout: 20_000 });

    // The organizer sees the sale and downloads the guest list.
    await page.goto(
      language === "es"
        ? `/socios/organizador/${organizerId}/funcion/${session}/`
        : `/en/partners/organizer/${organizerId}/session/${session}/`,
    );
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const figures = page.getByTestId("session-figures");
    await expect(figures).toContainText("2");
    await expect(figures).toContainText("$900");
    await expect(page.getByTestId("session-orders")).toContainText("Ana López");
    // The capacity cannot go below the two seats sold: the page says so; two is accepted.
    const capacityForm = page.getByRole("form", { name: t.sales.capacityTitle });
    const capacityField = capacityForm.getByRole("textbox", { name: t.sessions.capacity, exact: true });
    await capacityField.fill("1");
    await capacityForm.getByRole("button", { name: t.sales.capacitySubmit }).click();
    await expect(capacityForm.getByRole("alert")).toBeVisible();
    await capacityField.fill("2");
    await capacityForm.getByRole("button", { name: t.sales.capacitySubmit }).click();
    await expect(capacityForm.getByRole("status")).toHaveText(t.sales.capacitySaved);
    await checkAccessibility();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("guests-csv").click()]);
    expect(download.suggestedFilename()).toMatch(language === "es" ? /^invitados-.*\.csv$/ : /^guests-.*\.csv$/);
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const text = readFileSync(path, "utf8");
    expect(text).toContain("Ana López");
    expect(text).toContain("900.00,MXN");

    // The sold ticket type renamed and repriced: later sales only (the order above keeps its $900).
    await page.goto(
      language === "es"
        ? `/socios/organizador/${organizerId}/experiencia/${experienceId}/`
        : `/en/partners/organizer/${organizerId}/experience/${experienceId}/`,
    );
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("button", { name: t.tiers.editOf.replace("{{name}}", "General") }).click();
    const editor = page.getByTestId("tier-editor");
    await expect(editor.getByText(t.tiers.priceSoldHint)).toBeVisible();
    await editor.getByRole("textbox", { name: t.tiers.nameEs, exact: true }).fill("General con botana");
    await editor.getByRole("textbox", { name: t.tiers.nameEn, exact: true }).fill("General with snacks");
    await editor
      .getByRole("textbox", { name: t.tiers.priceLabel.replace("{{currency}}", "MXN"), exact: true })
      .fill("500");
    await checkAccessibility();
    await editor.getByRole("button", { name: t.tiers.save }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "$500" })).toContainText(
      language === "es" ? "General con botana" : "General with snacks",
    );

    // The owner invites door staff by e-mail, with the venues' invitation link.
    await page.goto(
      language === "es" ? `/socios/organizador/${organizerId}/equipo/` : `/en/partners/organizer/${organizerId}/staff/`,
    );
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const doorEmail = `e2e.door.${language}.${run}@example.com`;
    const invite = page.getByRole("form", { name: t.staff.invite.title });
    await invite.getByRole("textbox", { name: t.staff.invite.email, exact: true }).fill(doorEmail);
    await invite.getByRole("combobox", { name: t.staff.invite.role, exact: true }).selectOption("door");
    await invite.getByRole("button", { name: t.staff.invite.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: doorEmail })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: doorEmail })).toBeVisible();
    await checkAccessibility();

    // The owner's audit log of the organizer names the new experience and its sessions.
    await page.goto(
      language === "es"
        ? `/socios/organizador/${organizerId}/bitacora/`
        : `/en/partners/organizer/${organizerId}/audit-log/`,
    );
    await expect(page.getByRole("heading", { level: 1, name: t.audit.title })).toBeVisible();
    const entries = page.getByTestId("audit-entry");
    await expect(entries.filter({ hasText: t.organizerAudit.actions.sessionCreate }).first()).toBeVisible();
    await expect(entries.filter({ hasText: title }).first()).toBeVisible();
    await checkAccessibility();
  });
}
