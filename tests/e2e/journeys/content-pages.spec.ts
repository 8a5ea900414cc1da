import type { APIRequestContext } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const pages = {
  es: {
    t: es,
    privacy: "/aviso-de-privacidad/",
    terms: "/terminos-y-condiciones/",
    concierge: "/comunicate-con-nuestro-equipo-de-concierge/",
    chains: "/cadenas-de-restaurantes-bares-y-antros/",
    privacyTitle: "Aviso de privacidad",
    termsTitle: "Términos y condiciones",
    arco: { id: "derechos-arco", heading: /Derechos ARCO/ },
    noShow: { id: "no-presentacion", heading: /No presentación/ },
    updated: /Última actualización: \d{1,2} de [a-z]+ de \d{4}/,
    country: "México",
    place: /^\/lugar\/[a-z0-9-]+\/$/,
  },
  en: {
    t: en,
    privacy: "/en/privacy-policy/",
    terms: "/en/terms-and-conditions/",
    concierge: "/en/contact-our-concierge-team/",
    chains: "/en/franchise-restaurants-bars-and-nightclubs/",
    privacyTitle: "Privacy policy",
    termsTitle: "Terms and conditions",
    arco: { id: "arco-rights", heading: /ARCO rights/ },
    noShow: { id: "no-shows", heading: /No-shows/ },
    updated: /Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/,
    country: "Mexico",
    place: /^\/en\/place\/[a-z0-9-]+\/$/,
  },
} as const;

function inTwoWeeks(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 14);
  return date.toISOString().slice(0, 10);
}

/** The dev outbox's messages to that address (the confirmation a lead sends). */
async function outboxTo(request: APIRequestContext, to: string) {
  const answer = await request.get(`/__dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { subject: string | null; body: string }[] }).data;
}

for (const language of ["es", "en"] as const) {
  const copy = pages[language];
  const { t } = copy;

  test(`privacy notice and terms: last-updated date, contents linking to anchored sections (${language})`, async ({
    page,
    checkAccessibility,
  }) => {
    await page.goto(copy.privacy);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1, name: copy.privacyTitle })).toBeVisible();
    await expect(page.locator("[data-legal-updated]")).toHaveText(copy.updated);
    const contents = page.getByRole("navigation", { name: t.legal.toc });
    await expect(contents.getByRole("link")).toHaveCount(11);
    await contents.getByRole("link", { name: copy.arco.heading }).click();
    await expect(page).toHaveURL(new RegExp(`#${copy.arco.id}$`));
    const heading = page.locator(`h2#${copy.arco.id}`);
    await expect(heading).toBeInViewport();
    // Every heading carries a focusable link to itself.
    const selfLink = heading.getByRole("link");
    await selfLink.focus();
    await expect(selfLink).toBeFocused();
    await expect(selfLink).toHaveAttribute("href", `#${copy.arco.id}`);
    await checkAccessibility();

    await page.goto(copy.terms);
    await expect(page.getByRole("heading", { level: 1, name: copy.termsTitle })).toBeVisible();
    await expect(page.locator("[data-legal-updated]")).toHaveText(copy.updated);
    await page.goto(`${copy.terms}#${copy.noShow.id}`);
    await expect(page.locator(`h2#${copy.noShow.id}`)).toHaveText(copy.noShow.heading);
    await expect(page.locator(`h2#${copy.noShow.id}`)).toBeInViewport();
    await checkAccessibility();
  });

  test(`concierge request: errors say what to fix, then the reference is shown and confirmed by e-mail (${language})`, async ({
    page,
    request,
    checkAccessibility,
  }, testInfo) => {
    const email = `concierge.${language}.${testInfo.project.name}.${Date.now()}@example.com`;
    await page.goto(copy.concierge);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1, name: t.concierge.heading })).toBeVisible();
    const form = page.locator("form");

    await form.getByRole("button", { name: t.concierge.submit }).click();
    await expect(form.getByText(t.concierge.validation.occasionRequired)).toBeVisible();
    await expect(form.getByText(t.concierge.validation.nameRequired)).toBeVisible();
    await expect(form.getByRole("combobox", { name: t.concierge.occasion })).toBeFocused();
    await checkAccessibility();

    await form.getByRole("combobox", { name: t.concierge.occasion }).selectOption("birthday");
    await form.getByLabel(t.concierge.date, { exact: true }).fill(inTwoWeeks());
    await form.getByLabel(t.concierge.partySize, { exact: true }).fill("8");
    await form.getByRole("combobox", { name: t.concierge.budget }).selectOption("upscale");
    await form.getByRole("combobox", { name: t.concierge.country, exact: true }).selectOption("mx");
    await form.getByLabel(t.concierge.city, { exact: true }).fill("Ciudad de México");
    await form.getByLabel(t.concierge.name, { exact: true }).fill("Lucía Herrera");
    await form.getByLabel(t.concierge.email, { exact: true }).fill("lucia@");
    await form.getByLabel(t.concierge.phone, { exact: true }).fill("55 1234 5678");
    await form.getByRole("button", { name: t.concierge.submit }).click();
    await expect(form.getByText(t.concierge.validation.emailInvalid)).toBeVisible();
    await expect(form.getByLabel(t.concierge.email, { exact: true })).toBeFocused();

    await form.getByLabel(t.concierge.email, { exact: true }).fill(email);
    await form.getByLabel(t.concierge.message, { exact: true }).fill("Una mesa tranquila, con pastel al final.");
    await form.getByRole("button", { name: t.concierge.submit }).click();

    const reference = page.locator("[data-lead-reference]");
    await expect(reference).toHaveText(/^CNC-[A-Z2-9]{6}$/);
    await expect(page.getByRole("heading", { name: t.concierge.success.title })).toBeFocused();
    const code = (await reference.textContent()) ?? "";
    const messages = await outboxTo(request, email);
    expect(messages.some((message) => message.subject?.includes(code))).toBe(true);
    await checkAccessibility();
  });

  test(`franchise landing: chains with branches per city and the partner form (${language})`, async ({
    page,
    checkAccessibility,
  }, testInfo) => {
    await page.goto(copy.chains);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1, name: t.chains.heading })).toBeVisible();
    const chains = page.locator("[data-chains] > li");
    expect(await chains.count()).toBeGreaterThan(3);
    const first = chains.first();
    await first.locator("summary").click();
    const branch = first.getByRole("link").first();
    await expect(branch).toBeVisible();
    expect(await branch.getAttribute("href")).toMatch(copy.place);
    await checkAccessibility();

    const form = page.locator("form");
    await form.getByLabel(t.chains.company, { exact: true }).fill("Grupo Fogón");
    await form.getByLabel(t.chains.branchCount, { exact: true }).fill("14");
    await form.getByRole("button", { name: t.chains.submit }).click();
    await expect(form.getByText(t.concierge.validation.countriesRequired)).toBeVisible();
    await expect(form.getByRole("checkbox", { name: copy.country })).toBeFocused();

    await form.getByRole("checkbox", { name: copy.country }).check();
    await form.getByLabel(t.chains.name, { exact: true }).fill("Andrés Restrepo");
    await form
      .getByLabel(t.chains.email, { exact: true })
      .fill(`partner.${language}.${testInfo.project.name}.${Date.now()}@example.com`);
    await form.getByLabel(t.chains.phone, { exact: true }).fill("55 1234 5678");
    await form.getByRole("button", { name: t.chains.submit }).click();
    await expect(page.locator("[data-lead-reference]")).toHaveText(/^PTR-[A-Z2-9]{6}$/);
    await expect(page.getByRole("heading", { name: t.chains.success.title })).toBeFocused();
  });
}
