import type { Page } from "@playwright/test";
import { PASSWORD, verifiedAccount } from "../fixtures/accounts.ts";
import { expect, localisedPath, test } from "../fixtures/index.ts";

const DAY = 86_400_000;
const copy = {
  es: {
    question: "¿Ves Sobremesa desde México?",
    accept: "Sí, estoy en México",
    accepted: "Listo: usaremos México durante un mes.",
    popup: "Tu membresía terminó",
    later: "Ahora no",
    dismiss: "No mostrar de nuevo",
    cta: "Volver a ser miembro",
  },
  en: {
    question: "Are you browsing Sobremesa from Mexico?",
    accept: "Yes, I'm in Mexico",
    accepted: "Done: we will use Mexico for a month.",
    popup: "Your membership has ended",
    later: "Not now",
    dismiss: "Don't show again",
    cta: "Become a member again",
  },
} as const;

/** A verified account signed in through the page's own request context (the session cookie lands in the browser). */
async function signedIn(page: Page, baseURL: string, email: string) {
  const account = await verifiedAccount(page.request, { origin: baseURL, email, password: PASSWORD });
  const login = await page.request.post("/user-login", {
    headers: account.headers,
    data: { email, password: PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/** The subscription store's persisted fields, as the browser keeps them. */
async function persisted(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate(() => window.localStorage.getItem("subscription"));
  return raw ? ((JSON.parse(raw) as { state: Record<string, unknown> }).state ?? {}) : {};
}

/**
 * Changes persisted fields from a page of the same origin that runs none of the app (a store still
 * writing its state would overwrite the change); the caller then opens the page to check.
 */
async function setPersisted(page: Page, fields: Record<string, unknown>) {
  await page.goto("/readyz");
  await page.evaluate((values) => {
    const raw = window.localStorage.getItem("subscription");
    const stored = raw ? JSON.parse(raw) : { state: {}, version: 0 };
    stored.state = { ...stored.state, ...values };
    window.localStorage.setItem("subscription", JSON.stringify(stored));
  }, fields);
}

/** The status of a former member: their membership ended yesterday and they hold none now. */
const endedStatus = {
  response: false,
  taken_trial: true,
  taken_coupon: false,
  last_subscription_end_date: new Date(Date.now() - DAY).toISOString(),
  subscription_start_date: null,
  totalReservations: 0,
  trial_ends_at: null,
  subscription_name: null,
  subscription_discount: null,
  on_grace_period: false,
  subscription: null,
};

for (const language of ["es", "en"] as const) {
  const text = copy[language];

  test(`membership location: accepting the detected country is remembered for a month (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = `lugar.${language}.${testInfo.project.name}.${Date.now()}@example.com`;
    await signedIn(page, String(testInfo.project.use.baseURL), email);

    await page.goto(localisedPath("/plus/", language));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const prompt = page.getByRole("region", { name: text.question });
    await expect(prompt).toBeVisible();

    // The status reloads with the accepted location (the sign-in's own status call may still be on its way).
    const status = page.waitForRequest(
      (request) =>
        request.url().includes("/api/subscription/is-user-subscribed") &&
        (request.postDataJSON() as { location?: { country?: string } | null }).location?.country !== undefined,
    );
    const before = Date.now();
    await prompt.getByRole("button", { name: text.accept }).click();
    expect((await status).postDataJSON()).toMatchObject({ email, location: { country: "mx" } });
    await expect(page.getByRole("status").filter({ hasText: text.accepted })).toBeVisible();

    const fields = await persisted(page);
    expect(fields.userAcceptedLocation).toEqual({ country: "mx" });
    const expires = fields.userAcceptedLocationExpiration as number;
    expect(expires - before).toBeGreaterThan(27 * DAY);
    expect(expires - before).toBeLessThan(32 * DAY);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    // A month later the question comes back.
    await setPersisted(page, { userAcceptedLocationExpiration: Date.now() - 1 });
    await page.goto(localisedPath("/plus/", language));
    await expect(prompt).toBeVisible();
  });

  test(`membership expiration popup: at most once a week, never after "don't show again" (${language})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = `termino.${language}.${testInfo.project.name}.${Date.now()}@example.com`;
    await signedIn(page, String(testInfo.project.use.baseURL), email);
    await page.route("**/api/subscription/is-user-subscribed**", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(endedStatus) }),
    );
    const home = localisedPath("/", language);
    const dialog = page.getByRole("dialog", { name: text.popup });
    /** Opens the home page and waits until its status call has been answered (and the popup could open). */
    const load = async () => {
      const answered = page.waitForResponse((response) =>
        response.url().includes("/api/subscription/is-user-subscribed"),
      );
      await page.goto(home);
      await answered;
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    };

    await load();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("link", { name: text.cta })).toHaveAttribute(
      "href",
      localisedPath("/plus/", language),
    );
    expect(typeof (await persisted(page)).expirationPopupLastShown).toBe("number");
    await dialog.getByRole("button", { name: text.later }).click();
    await expect(dialog).toBeHidden();

    // Shown this week: not again on the next visit.
    await load();
    await expect(page.locator("[data-expiration-popup][data-settled]")).toBeAttached();
    await expect(dialog).toBeHidden();

    // A week later it comes back; "don't show again" stores the time and it stays away for good.
    await setPersisted(page, { expirationPopupLastShown: Date.now() - 8 * DAY });
    await load();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: text.dismiss }).click();
    await expect(dialog).toBeHidden();
    expect(typeof (await persisted(page)).dismissExpiration).toBe("number");

    await setPersisted(page, { expirationPopupLastShown: Date.now() - 8 * DAY });
    await load();
    await expect(page.locator("[data-expiration-popup][data-settled]")).toBeAttached();
    await expect(dialog).toBeHidden();
  });
}
