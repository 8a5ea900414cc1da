import type { APIRequestContext } from "@playwright/test";
import en from "../../../apps/web/app/lib/i18n/en.json" with { type: "json" };
import es from "../../../apps/web/app/lib/i18n/es.json" with { type: "json" };
import { uniqueEmail } from "../fixtures/accounts.ts";
import { expect, test } from "../fixtures/index.ts";

type Language = "es" | "en";
const text = { es: es.survey, en: en.survey } as const;
const placeText = { es: es.place, en: en.place } as const;
const surveyPath = { es: "/encuesta-satisfaccion/", en: "/en/satisfaction-survey/" } as const;
const messages = {
  es: {
    used: "Ya respondiste la encuesta de esta reservación. ¡Gracias por tu opinión!",
    invalid: "Este enlace de encuesta no es válido. Abre el enlace completo del correo que te enviamos.",
  },
  en: {
    used: "You already answered the survey for this reservation. Thank you for your feedback!",
    invalid: "This survey link is not valid. Open the full link from the e-mail we sent you.",
  },
} as const;

/** Books a table at the first place of Guadalajara's listing, ends the visit now and returns the e-mailed survey link. */
async function surveyLink(request: APIRequestContext, language: Language) {
  const html = await (await request.get("/mx/jalisco/guadalajara/")).text();
  const slug = /href="\/lugar\/([a-z0-9-]+)\/"/.exec(html)![1]!;
  const today = new Date().toISOString().slice(0, 10);
  let booked: { code: string } | undefined;
  for (let offset = 2; offset < 12 && !booked; offset++) {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    const day = date.toISOString().slice(0, 10);
    const availability = await request.get(`/rsv/places/${slug}/availability`, {
      params: { requestFrom: "WEBSITE", date: day, party: 2 },
    });
    const slots = ((await availability.json()) as { data: { slots: { time: string; available: boolean }[] } }).data
      .slots;
    const slot = slots.find((candidate) => candidate.available);
    if (!slot) continue;
    const answer = await request.post("/rsv/reservations?requestFrom=WEBSITE", {
      data: {
        placeSlug: slug,
        date: day,
        time: slot.time,
        party: 2,
        lang: language,
        contact: {
          countryCode: "+52",
          email: uniqueEmail(`survey.${language}`),
          firstName: "Ana",
          lastName: "López",
          phone: "3312345678",
        },
      },
    });
    if (answer.status() === 201) booked = ((await answer.json()) as { data: { code: string } }).data;
  }
  expect(booked).toBeTruthy();
  const ended = await request.post(`/__dev/reservations/${booked!.code}/end-visit`);
  expect(ended.status()).toBe(200);
  // The worker sends the invitation after the visit ends, on its own schedule.
  const invitation = async () => {
    const outbox = await request.get("/__dev/outbox.json");
    const { data } = (await outbox.json()) as { data: { template: string; body: string }[] };
    return data.find(
      (message) => message.template === "survey-invitation" && message.body.includes(`r=${booked!.code}`),
    );
  };
  await expect.poll(invitation).toBeTruthy();
  const url = new URL(/https?:\/\/\S+/.exec((await invitation())!.body)![0]);
  return { path: `${url.pathname}${url.search}`, slug };
}

test.describe("the satisfaction survey", () => {
  for (const language of ["es", "en"] as const) {
    const t = text[language];

    test(`answers the survey of a finished visit once, and the place shows it (${language})`, async ({
      page,
      request,
      checkAccessibility,
    }) => {
      test.slow();
      const { path } = await surveyLink(request, language);
      expect(path.startsWith(surveyPath[language])).toBe(true);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await checkAccessibility();

      // Sending with nothing chosen says what is missing and moves focus to the first rating.
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.getByRole("alert")).toContainText(t.errors.summary_other.replace("{{count}}", "6"));
      await expect(page.locator('[data-rating="food"] input').first()).toBeFocused();

      for (const [rating, stars] of [
        ["food", 5],
        ["service", 4],
        ["ambience", 4],
        ["value", 3],
        ["overall", 4],
      ] as const) {
        await page
          .locator(`[data-rating="${rating}"] label`)
          .nth(stars - 1)
          .click();
      }
      await page.locator('[data-choice="wouldRecommend"] label').first().click();
      await page.locator('[data-choice="parking"] label').first().click();
      await page.getByLabel(t.comment).fill("Excelente servicio");
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.locator("[data-survey-done]")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.thanksTitle.replace("{{name}}", "Ana"));
      await checkAccessibility();

      // The place's profile now shows what diners say.
      await page.locator("[data-survey-done] a").first().click();
      await expect(page.locator("[data-review-summary]")).toBeVisible();
      await expect(page.locator("[data-review-summary] h2")).toHaveText(placeText[language].reviewSummary.title);
      await checkAccessibility();

      // The same link again: answered already, said plainly (409).
      const again = await page.goto(path);
      expect(again?.status()).toBe(409);
      await expect(page.locator("[data-survey-problem]")).toContainText(messages[language].used);
    });

    test(`a broken link says so (${language})`, async ({ page, checkAccessibility }) => {
      const response = await page.goto(`${surveyPath[language]}?r=ABCD2345&exp=1999999999&sig=not-a-real-signature-x`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.problemTitle);
      await expect(page.locator("[data-survey-problem]")).toContainText(messages[language].invalid);
      await checkAccessibility();
    });
  }
});
