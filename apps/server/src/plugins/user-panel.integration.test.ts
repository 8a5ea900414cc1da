import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, RSV, verifiedAccount } from "../accounts-testing.ts";
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
});
