import { randomBytes } from "node:crypto";
import { signSurveyLink } from "@sobremesa/domain/surveys";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing.ts";

interface Link {
  r: string;
  exp: number;
  sig: string;
}

const answers = {
  food: 5,
  service: 4,
  ambience: 4,
  value: 3,
  overall: 4,
  wouldRecommend: true,
  comment: "Muy buen servicio",
  accessible: null,
  familyFriendly: false,
  parking: true,
};

describe("the satisfaction survey", () => {
  let subject: TestApp;
  let placeId: number;
  let counter = 0;

  /** A confirmed booking of place `placeId` whose visit ended an hour ago. */
  const finishedBooking = async (language = "es") => {
    const code = `SVY${String(++counter).padStart(5, "0")}`;
    await subject.database.handle.query(
      `insert into reservations (code, place_id, party, starts_at, ends_at, time_zone, first_name, last_name, email, phone, country_code, language, manage_token)
       values ($1, $2, 2, now() - interval '3 hours', now() - interval '1 hour', 'America/Mexico_City', 'Ana', 'López', $3, '+523312345678', '+52', $4, $5)`,
      [code, placeId, `ana.${code.toLowerCase()}@example.com`, language, randomBytes(16).toString("hex")],
    );
    return code;
  };

  /** Runs the worker's sweep and reads the survey link out of the invitation e-mail. */
  const invitationLink = async (code: string): Promise<{ link: Link; url: URL; subject: string }> => {
    await subject.app.services.reservations.completeFinished(subject.app.services.surveys.invitation);
    const [message] = await subject.database.handle.query<{ body: string; subject: string; status: string }>(
      "select body, subject, status from outbox_messages where template = 'survey-invitation' and recipient = $1",
      [`ana.${code.toLowerCase()}@example.com`],
    );
    const href = /https?:\/\/\S+/.exec(message!.body)![0];
    const url = new URL(href);
    return {
      url,
      subject: message!.subject,
      link: {
        r: url.searchParams.get("r")!,
        exp: Number(url.searchParams.get("exp")),
        sig: url.searchParams.get("sig")!,
      },
    };
  };

  const answer = (link: Link, body: Record<string, unknown> = answers, lang = "es") =>
    subject.app.inject({ method: "POST", url: "/api/survey-responses", payload: { ...link, ...body, lang } });

  const place = async () =>
    (
      await subject.database.handle.query<{ score: string; review_count: number }>(
        "select score::text, review_count from places where id = $1",
        [placeId],
      )
    )[0]!;

  beforeAll(async () => {
    subject = await buildTestApp({ places: 3 });
    const [row] = await subject.database.handle.query<{ id: number }>("select id from places order by id limit 1");
    placeId = row!.id;
    // A known starting point: no parking link, 4.0 from 9 reviews.
    await subject.database.handle.query("update places set score = 4.0, review_count = 9 where id = $1", [placeId]);
    await subject.database.handle.query("delete from place_amenities where place_id = $1 and amenity_id = 3", [
      placeId,
    ]);
  });
  afterAll(async () => {
    await subject.close();
  });

  it("completes a finished visit and e-mails a signed survey link in the diner's language, once", async () => {
    const code = await finishedBooking("en");
    const { url, subject: title } = await invitationLink(code);
    expect(url.pathname).toBe("/en/satisfaction-survey/");
    expect(title).toMatch(/^How was /);
    const [reservation] = await subject.database.handle.query<{ status: string }>(
      "select status from reservations where code = $1",
      [code],
    );
    expect(reservation!.status).toBe("completed");
    // The next sweep finds nothing more to do: one invitation per visit.
    expect(await subject.app.services.reservations.completeFinished(subject.app.services.surveys.invitation)).toBe(0);
  });

  it("stores one answer per reservation and folds the overall rating into the place's score", async () => {
    const code = await finishedBooking();
    const { link, url } = await invitationLink(code);
    expect(url.pathname).toBe("/encuesta-satisfaccion/");
    const opened = await subject.app.services.surveys.open(link, "es");
    expect(opened).toMatchObject({ state: "open", visit: { code, party: 2, firstName: "Ana" } });

    const first = await answer(link);
    expect(first.statusCode).toBe(201);
    expect(first.json().data.placeName).toBeTruthy();
    // (4.0 x 9 + 4) / 10 = 4.0; the count moves.
    expect(await place()).toEqual({ score: "4.0", review_count: 10 });

    const again = await answer(link, { ...answers, overall: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: "SURVEY_ALREADY_ANSWERED",
      message: "Error: Ya respondiste la encuesta de esta reservación. ¡Gracias por tu opinión!",
    });
    const againEn = await answer(link, answers, "en");
    expect(againEn.json().error.message).toBe(
      "Error: You already answered the survey for this reservation. Thank you for your feedback!",
    );
    expect(await place()).toEqual({ score: "4.0", review_count: 10 });
    expect(await subject.app.services.surveys.open(link, "en")).toMatchObject({
      state: "problem",
      code: "SURVEY_ALREADY_ANSWERED",
    });

    const summary = await subject.app.services.surveys.summary(placeId);
    expect(summary).toEqual({
      responses: 1,
      food: 5,
      service: 4,
      ambience: 4,
      value: 3,
      overall: 4,
      recommendPercent: 100,
    });
  });

  it("refuses a forged, altered or expired link, and a link to a visit that did not happen", async () => {
    const code = await finishedBooking();
    const { link } = await invitationLink(code);
    const altered = await answer({ ...link, r: "SVY99999" });
    expect(altered.statusCode).toBe(404);
    expect(altered.json().error.code).toBe("SURVEY_LINK_INVALID");
    const forged = await answer({ ...link, sig: `${link.sig.slice(1)}x` });
    expect(forged.json().error.code).toBe("SURVEY_LINK_INVALID");

    const expired = signSurveyLink(subject.config.appSecret, code, new Date(Date.now() - 60_000));
    const late = await answer(expired, answers, "en");
    expect(late.statusCode).toBe(410);
    expect(late.json().error.message).toBe(
      "Error: This survey link has expired: surveys can be answered up to 30 days after the visit.",
    );

    // A booking that was cancelled gets no survey, even with a correctly signed link.
    const cancelled = await finishedBooking();
    await subject.database.handle.query("update reservations set status = 'cancelled' where code = $1", [cancelled]);
    const signed = signSurveyLink(subject.config.appSecret, cancelled, new Date(Date.now() + 86_400_000));
    expect((await answer(signed)).json().error.code).toBe("SURVEY_LINK_INVALID");
  });

  it("says which answer is missing or out of range", async () => {
    const code = await finishedBooking();
    const { link } = await invitationLink(code);
    const missing = await answer(link, { ...answers, food: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(missing.json().error.details)).toContain("food");
    const outOfRange = await answer(link, { ...answers, overall: 6 });
    expect(outOfRange.statusCode).toBe(400);
    // Nothing was stored: the link still works.
    expect((await answer(link)).statusCode).toBe(201);
  });

  it("verifies an amenity once two diners confirm it and more say yes than no", async () => {
    const verified = async () =>
      (
        await subject.database.handle.query<{ link: boolean; verified: boolean }>(
          `select exists (select 1 from place_amenities where place_id = $1 and amenity_id = 3) as link,
                  exists (select 1 from place_amenity_verifications where place_id = $1 and amenity_id = 3) as verified`,
          [placeId],
        )
      )[0]!;
    // Earlier tests already brought yes answers for parking; start from a place with one yes and one no.
    await subject.database.handle.query("delete from survey_responses where place_id = $1", [placeId]);
    await subject.database.handle.query("delete from place_amenities where place_id = $1 and amenity_id = 3", [
      placeId,
    ]);
    await subject.database.handle.query("delete from place_amenity_verifications where place_id = $1", [placeId]);

    const say = async (parking: boolean | null) => {
      const { link } = await invitationLink(await finishedBooking());
      expect((await answer(link, { ...answers, parking })).statusCode).toBe(201);
    };
    await say(true);
    expect(await verified()).toEqual({ link: false, verified: false });
    await say(false);
    await say(true);
    // Two yes, one no.
    expect(await verified()).toEqual({ link: true, verified: true });
    expect(await subject.app.services.surveys.verifiedAmenityIds(placeId)).toEqual([3]);
  });
});
