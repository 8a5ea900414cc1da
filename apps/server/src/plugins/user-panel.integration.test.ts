import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, RSV, uniqueIp, verifiedAccount } from "../accounts-testing.ts";
import { insertExperience } from "../experiences-testing.ts";
import { buildTestApp, type TestApp } from "../testing.ts";

describe("the user panel's reservations", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ places: 3, pages: true });
  });
  afterAll(async () => {
    await subject.close();
  });

  it("lists the signed-in user's own bookings with a link to manage each, and no one else's", async () => {
    const owner = await verifiedAccount(subject.app);
    const stranger = await verifiedAccount(subject.app);
    // Any bookable time of any demo place in the coming days.
    const places = await subject.database.handle.query<{ slug: string }>("select slug from places order by id");
    let booked: { code: string; managePath: string; place: { name: string } } | undefined;
    for (const { slug } of places) {
      for (let days = 2; days < 9 && !booked; days++) {
        const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
        const day = (await subject.app.inject(`/rsv/places/${slug}/availability?${RSV}&date=${date}&party=2`)).json()
          .data;
        const slot = day.slots.find((candidate: { available: boolean }) => candidate.available);
        if (!slot) continue;
        const response = await subject.app.inject({
          method: "POST",
          url: `/rsv/reservations?${RSV}`,
          headers: bearer(owner.token),
          payload: {
            placeSlug: slug,
            date: slot.date,
            time: slot.time,
            party: 2,
            contact: {
              countryCode: "+52",
              email: owner.email,
              firstName: "Ana",
              lastName: "López",
              phone: "5512345678",
            },
          },
        });
        if (response.statusCode === 201) booked = response.json().data;
      }
      if (booked) break;
    }
    expect(booked).toBeDefined();

    const mine = await subject.app.inject({
      url: "/panel-de-usuario/?tab=reservations",
      headers: { cookie: `rs_s_t=${owner.token}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["cache-control"]).toBe("private, no-store");
    expect(mine.body).toContain(booked!.code);
    expect(mine.body).toContain(booked!.managePath.replace(/&/g, "&amp;").split("?")[0]);

    const theirs = await subject.app.inject({
      url: "/en/user-panel/?tab=reservations",
      headers: { cookie: `rs_s_t=${stranger.token}` },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(booked!.code);
    expect(theirs.body).toContain("upcoming reservations");
  });

  it("lists the signed-in buyer's ticket orders on the things-to-do tab, and no one else's", async () => {
    const buyer = await verifiedAccount(subject.app);
    const stranger = await verifiedAccount(subject.app);
    const { sessionId, general } = await insertExperience(subject.database, { slug: "cata-panel" });
    const bought = await subject.app.inject({
      method: "POST",
      url: "/api/experiences/cata-panel/orders",
      headers: { ...bearer(buyer.token), "idempotency-key": "panel-purchase-0001" },
      remoteAddress: uniqueIp(),
      payload: {
        session_id: sessionId,
        tickets: [{ ticket_type_id: general, quantity: 3 }],
        contact: { firstName: "Ana", lastName: "López", email: buyer.email, countryCode: "+52", phone: "5512345678" },
        payment: { card: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" } },
      },
    });
    const code = bought.json().order.code as string;
    const mine = await subject.app.inject({
      url: "/panel-de-usuario/?tab=experiences",
      headers: { cookie: `rs_s_t=${buyer.token}` },
    });
    expect(mine.body).toContain(code);
    expect(mine.body).toContain("3 boletos");
    expect(mine.body).toContain(`/order/${code}/`);
    const theirs = await subject.app.inject({
      url: "/en/user-panel/?tab=experiences",
      headers: { cookie: `rs_s_t=${stranger.token}` },
    });
    expect(theirs.body).not.toContain(code);
  });
});
