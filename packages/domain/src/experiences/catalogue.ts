import {
  type ExperienceCategory,
  type ExperienceDetail,
  type ExperienceListingAnswer,
  type ExperienceSession,
  experienceCategories,
  type Language,
  publicPhotoOf,
  type VenuePhoto,
} from "@sobremesa/contracts";
import { localDateTime } from "../reservations/index.ts";
import type { ExperiencesDeps } from "./experiences-deps.ts";
import type { ListingFilter, ListingRow, SessionRow } from "./experiences-repository.ts";
import { memberPrice, salesCloseAt } from "./rules.ts";
import { money, PAGE_SIZE, SESSION_DAYS, title } from "./service-context.ts";

function card(row: ListingRow, language: Language, cover: VenuePhoto | undefined) {
  return {
    id: row.id,
    slug: row.slug,
    title: title(row, language),
    summary: language === "es" ? row.summaryEs : row.summaryEn,
    category: (experienceCategories as readonly string[]).includes(row.category)
      ? (row.category as ExperienceCategory)
      : "tour",
    country_code: row.countryCode,
    state: { name: row.stateName, slug: row.stateSlug },
    city: { name: row.cityName, slug: row.citySlug },
    venue_name: row.venueName,
    latitude: row.latitude,
    longitude: row.longitude,
    price_from: money(row.priceFromMinor, row.currency),
    member_discount_percent: row.memberDiscountPercent,
    next_session: row.nextSession ? row.nextSession.toISOString() : null,
    listed_at: row.createdAt.toISOString(),
    duration_minutes: row.durationMinutes,
    score: row.score,
    review_count: row.reviewCount,
    cover_photo: cover ? publicPhotoOf(cover, language) : null,
  };
}

function sessionDto(session: SessionRow, timeZone: string, now: Date): ExperienceSession {
  const local = localDateTime(session.startsAt, timeZone);
  const available = Math.max(0, session.capacity - session.reserved);
  const closed = session.status !== "scheduled" || salesCloseAt(session) <= now;
  return {
    id: session.id,
    starts_at: session.startsAt.toISOString(),
    local_date: local.date,
    local_time: local.time,
    capacity: session.capacity,
    available,
    per_order_limit: session.perOrderLimit,
    sales_close_at: salesCloseAt(session).toISOString(),
    state: closed ? "closed" : available === 0 ? "sold_out" : "on_sale",
  };
}

/** What a visitor browses: the listings, an experience with its sessions, and the sitemap's reads. */
export function catalogue({ repository, options }: ExperiencesDeps) {
  const photosOf = async (ids: number[]) =>
    options.photos ? options.photos("experience", ids) : new Map<number, VenuePhoto[]>();
  return {
    async list(input: {
      country: "mx" | "co" | "cr";
      state?: string | undefined;
      city?: string | undefined;
      category?: ExperienceCategory | undefined;
      from?: string | undefined;
      to?: string | undefined;
      priceMax?: number | undefined;
      page: number;
      language: Language;
    }): Promise<ExperienceListingAnswer | null> {
      const country = await repository.country(input.country);
      if (!country) return null;
      const state = input.state ? await repository.state(country.id, input.state) : undefined;
      if (input.state && !state) return null;
      const city = input.city && state ? await repository.city(state.id, input.city) : undefined;
      if (input.city && !city) return null;
      const filter: ListingFilter = {
        countryId: country.id,
        stateId: state?.id,
        cityId: city?.id,
        category: input.category,
        from: input.from,
        to: input.to,
        priceMax: input.priceMax,
      };
      const [{ rows, total }, counts] = await Promise.all([
        repository.list(filter, { limit: PAGE_SIZE, offset: (input.page - 1) * PAGE_SIZE }),
        repository.categoryCounts(filter),
      ]);
      const photos = await photosOf(rows.map((row) => row.id));
      return {
        data: rows.map((row) => card(row, input.language, photos.get(row.id)?.[0])),
        total,
        page: input.page,
        page_size: PAGE_SIZE,
        categories: counts.flatMap((count) =>
          (experienceCategories as readonly string[]).includes(count.category)
            ? [{ category: count.category as ExperienceCategory, count: count.count }]
            : [],
        ),
        location: {
          country: { code: country.code, name: input.language === "es" ? country.nameEs : country.nameEn },
          state: state ? { slug: state.slug, name: state.name } : null,
          city: city ? { slug: city.slug, name: city.name } : null,
        },
      };
    },

    /** The sitemap's reads: active experiences by id range, and the cities that have one. */
    sitemap: {
      pageStarts: (size: number) => repository.activePageStarts(size),
      experiences: (from: number, to: number | null) => repository.activeSlugs(from, to),
      listedCities: () => repository.listedCities(),
    },

    /** The viewer is not needed yet: every visitor sees the member price, members pay it. */
    async detail(
      slug: string,
      language: Language,
      _viewer: { userId: string | null },
    ): Promise<ExperienceDetail | null> {
      const row = await repository.bySlug(slug);
      if (!row) return null;
      const now = new Date();
      const [types, sessions, photos] = await Promise.all([
        repository.ticketTypes(row.id, "onSale"),
        repository.upcomingSessions(row.id, new Date(now.getTime() + SESSION_DAYS * 86_400_000)),
        photosOf([row.id]).then((found) => found.get(row.id) ?? []),
      ]);
      const dtos = sessions.map((session) => sessionDto(session, row.timeZone, now));
      const next = dtos.find((session) => session.state === "on_sale");
      return {
        ...card({ ...row, nextSession: next ? new Date(next.starts_at) : null }, language, photos[0]),
        description: language === "es" ? row.descriptionEs : row.descriptionEn,
        included: (language === "es" ? row.includedEs : row.includedEn)
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
        cancellation_policy: language === "es" ? row.cancellationEs : row.cancellationEn,
        address: row.address,
        meeting_point: (language === "es" ? row.meetingPointEs : row.meetingPointEn).trim(),
        photos: photos.map((photo) => publicPhotoOf(photo, language)),
        time_zone: row.timeZone,
        ticket_types: types.map((type) => ({
          id: type.id,
          code: type.code,
          name: language === "es" ? type.nameEs : type.nameEn,
          price: money(type.priceMinor, row.currency),
          member_price: row.memberDiscountPercent
            ? money(memberPrice(type.priceMinor, row.memberDiscountPercent), row.currency)
            : null,
        })),
        sessions: dtos,
      };
    },
  };
}
