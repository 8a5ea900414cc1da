import type { APIRequestContext, Page } from "@playwright/test";
import QRCode from "qrcode";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { expect, test } from "../fixtures/index.ts";

const catalogues = { es, en } as const;
/** The demo seed's door staff of the Mexican organizer (packages/db/src/seed/organizers.ts). */
const DOOR = "taquilla@experiencias.demo.sobremesa.mx";
const DEMO_PASSWORD = "sobremesa-socios-demo";
const doorPath = {
  es: (organizer: number, session: number) => `/socios/organizador/${organizer}/funcion/${session}/puerta/`,
  en: (organizer: number, session: number) => `/en/partners/organizer/${organizer}/session/${session}/door/`,
} as const;

/**
 * The camera the page opens: a canvas stream drawing whatever QR the test puts in `__doorQr` (its
 * modules), on white; Chromium then hands the page real video frames to read.
 */
function fakeCamera() {
  const state = window as unknown as { __doorQr: { size: number; data: number[] } | null };
  state.__doorQr = null;
  const open = async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 360;
    canvas.height = 360;
    const context = canvas.getContext("2d") as CanvasRenderingContext2D;
    const draw = () => {
      context.fillStyle = "#fff";
      context.fillRect(0, 0, 360, 360);
      const qr = state.__doorQr;
      if (!qr) return;
      const cell = Math.floor(300 / qr.size);
      context.fillStyle = "#000";
      for (let y = 0; y < qr.size; y++)
        for (let x = 0; x < qr.size; x++)
          if (qr.data[y * qr.size + x]) context.fillRect(30 + x * cell, 30 + y * cell, cell, cell);
    };
    draw();
    setInterval(draw, 100);
    return canvas.captureStream(10);
  };
  if (!navigator.mediaDevices) Object.defineProperty(navigator, "mediaDevices", { value: {} });
  Object.defineProperty(navigator.mediaDevices, "getUserMedia", { value: open });
}

const qrOf = (code: string) => {
  const { modules } = QRCode.create(code, { errorCorrectionLevel: "M" });
  return { size: modules.size, data: Array.from(modules.data) };
};

/** Three tickets of a future session of the demo organizer, bought through the public API. */
async function buyThree(request: APIRequestContext, origin: string, language: "es" | "en") {
  const answer = await request.get("/partners/organizers");
  expect(answer.status(), await answer.text()).toBe(200);
  const organizers = (await answer.json()) as { data: { id: number }[] };
  const organizer = organizers.data[0]!.id;
  const experiences = (await (await request.get(`/partners/organizers/${organizer}/experiences`)).json()) as {
    data: { id: number; upcomingSessions: number }[];
  };
  for (const candidate of experiences.data.filter((entry) => entry.upcomingSessions > 0)) {
    const base = `/partners/organizers/${organizer}/experiences/${candidate.id}`;
    const { experience } = (await (await request.get(base)).json()) as {
      experience: { slug: string; tiers: { id: number; hidden: boolean }[] };
    };
    const { data: sessions } = (await (await request.get(`${base}/sessions`)).json()) as {
      data: { id: number; capacity: number; reserved: number; perOrderLimit: number; status: string }[];
    };
    const tier = experience.tiers.find((entry) => !entry.hidden);
    // The last one still on sale (the session cancellation journey cancels sessions of these experiences).
    const session = sessions.filter((entry) => entry.status === "scheduled").at(-1);
    if (!tier || !session || session.perOrderLimit < 3 || session.capacity - session.reserved < 3) continue;
    const bought = await request.post(`/api/experiences/${experience.slug}/orders?lang=${language}`, {
      // The session cookie goes along: the site's own origin, as the buy page sends it.
      headers: {
        "idempotency-key": `door-journey-${language}-${Date.now()}`,
        origin,
        "x-requested-with": "XMLHttpRequest",
      },
      data: {
        session_id: session.id,
        tickets: [{ ticket_type_id: tier.id, quantity: 3 }],
        contact: {
          firstName: "Rita",
          lastName: `Puerta ${language}`,
          email: `puerta-${language}-${Date.now()}@example.com`,
          countryCode: "+52",
          phone: "5512345678",
        },
        payment: { card: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: 2034, cvc: "123" } },
      },
    });
    expect(bought.status(), await bought.text()).toBe(201);
    const { order } = (await bought.json()) as { order: { tickets: { code: string }[] } };
    return { organizer, session: session.id, codes: order.tickets.map((ticket) => ticket.code) };
  }
  throw new Error("the demo organizer has no session with three seats to sell");
}

async function signIn(page: Page, language: "es" | "en") {
  const t = catalogues[language];
  await expect(page).toHaveURL(/login=1/);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(t.auth.fields.email, { exact: true }).fill(DOOR);
  await dialog.getByLabel(t.auth.fields.password, { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
}

for (const language of ["es", "en"] as const) {
  test(`door staff admit a ticket by camera and one typed, see a reused one, and admit offline (${language})`, async ({
    page,
    context,
    checkAccessibility,
  }) => {
    test.setTimeout(120_000);
    const t = catalogues[language].partners.door;
    await context.addInitScript(fakeCamera);

    // Door staff sign in on the console, then the journey buys three tickets through the API.
    await page.goto(language === "es" ? "/socios/" : "/en/partners/");
    await signIn(page, language);
    await expect(
      page.getByRole("heading", { level: 1, name: catalogues[language].partners.venues.title }),
    ).toBeVisible();
    const { organizer, session, codes } = await buyThree(page.request, new URL(page.url()).origin, language);
    const [scanned, typed, offline] = codes as [string, string, string];

    await page.goto(doorPath[language](organizer, session));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^${t.title}`) })).toBeVisible();
    await expect(page.getByTestId("door-network")).toContainText(t.online);
    await checkAccessibility();
    const result = page.getByTestId("door-result");
    const camera = page.getByRole("button", { name: t.camera.start });

    // The first ticket held up to the camera turns green once.
    await page.evaluate((qr) => {
      (window as unknown as { __doorQr: unknown }).__doorQr = qr;
    }, qrOf(scanned));
    await camera.click();
    await expect(result).toHaveAttribute("data-outcome", "admitted", { timeout: 15_000 });
    await expect(result).toContainText(`Rita Puerta ${language}`);
    await page.getByRole("button", { name: t.camera.stop }).click();

    // The second one typed, by keyboard.
    const field = page.getByRole("textbox", { name: t.codeLabel });
    await field.fill(typed);
    await field.press("Enter");
    await expect(result).toHaveAttribute("data-outcome", "admitted");
    await expect(field).toHaveValue("");
    await expect(page.getByTestId("door-count")).toHaveText(/^2 /);

    // The first one again: already used, with its time on this device.
    await camera.click();
    const usedAt = t.result.alreadyUsed.split("{{time}}")[0]!;
    await expect(result).toHaveAttribute("data-outcome", "alreadyUsed", { timeout: 15_000 });
    await expect(result).toContainText(usedAt);
    await expect(result).toContainText(t.thisDevice);
    await page.getByRole("button", { name: t.camera.stop }).click();
    await checkAccessibility();

    // The network goes: the third ticket is admitted from the list kept on the device and waits.
    await context.setOffline(true);
    await expect(page.getByTestId("door-network")).toContainText(t.offline);
    await field.fill(offline);
    await field.press("Enter");
    await expect(result).toHaveAttribute("data-outcome", "admitted");
    await expect(page.getByTestId("door-pending")).toHaveText(t.pending_one.replace("{{count}}", "1"));

    // It comes back: the waiting scan is sent and the server has the ticket in.
    await context.setOffline(false);
    await expect(page.getByTestId("door-pending")).toHaveText(t.synced);
    await expect(page.getByTestId("door-network")).toContainText(t.online);
    const list = (await (
      await page.request.get(`/partners/organizers/${organizer}/sessions/${session}/door`)
    ).json()) as { guests: { code: string; checkedInAt: string | null }[] };
    for (const code of codes)
      expect(list.guests.find((guest) => guest.code === code)?.checkedInAt, code).not.toBeNull();
  });
}
