import type { ExperienceSession, Language } from "@sobremesa/contracts";
import { formatMoney, formatWallTime } from "@sobremesa/contracts";
import { CalendarDays, Check, Clock, MapPin, ShieldCheck, Star, Ticket } from "lucide-react";
import { Suspense, useId, useMemo, useState } from "react";
import { Breadcrumbs } from "#app/components/ui/breadcrumbs.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { PhotoPicture } from "#app/components/ui/photo-picture.tsx";
import type { MapPlace } from "#app/features/listing/index.ts";
import { LazyPlacesMapSlot } from "#app/features/listing/index.ts";
import { formatCount, formatScore } from "#app/lib/format/number-format.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { formatDay, formatDuration } from "../experience-format";
import { buyPath } from "../experience-paths";
import { FEW_SEATS, initialSession, sessionsByDay } from "../experience-purchase";
import type { ExperienceDetailData } from "../experiences-data";
import { ExperienceArt } from "./experience-art";

/**
 * A thing to do: cover, title and facts, what it is and includes, the cancellation policy, the
 * venue on a small map, prices per ticket type (members' too), the sessions by day with their
 * state, and a "buy tickets" call that stays in reach (a bar at the foot of a phone's screen).
 */
export function ExperienceDetailView({ data }: { data: ExperienceDetailData }) {
  const { t } = useTranslation();
  const { experience, language } = data;
  const country = experience.country_code;
  const [sessionId, setSessionId] = useState<number | null>(
    () => initialSession(experience.sessions, null)?.id ?? null,
  );
  const cheapest = [...experience.ticket_types].sort((a, b) => a.price.amount - b.price.amount)[0];
  const onSale = experience.sessions.some((session) => session.state === "on_sale" && session.available > 0);
  const buyHref = buyPath(language, experience.slug, sessionId);
  const mapPlaces = useMemo<MapPlace[]>(
    () => [
      {
        id: experience.id,
        slug: experience.slug,
        name: experience.venue_name,
        latitude: experience.latitude,
        longitude: experience.longitude,
        category: "experience",
        subtitle: experience.address,
        href: `https://www.openstreetmap.org/?mlat=${experience.latitude}&mlon=${experience.longitude}#map=17/${experience.latitude}/${experience.longitude}`,
        linkLabel: t("experiences.detail.openMap"),
      },
    ],
    [experience, t],
  );

  return (
    <>
      <Container className="pt-2 pb-32 sm:pt-4 lg:pb-16">
        <Breadcrumbs crumbs={data.breadcrumbs} current={data.canonical} />
        <div className="relative -mx-4 aspect-[16/9] overflow-hidden bg-neutral-200 sm:mx-0 sm:aspect-[21/8] sm:rounded-md">
          {experience.photos[0] ? (
            <PhotoPicture
              photo={experience.photos[0]}
              sizes="(min-width: 1280px) 1200px, 100vw"
              priority
              className="absolute inset-0 h-full w-full object-cover"
            />
          ) : (
            <ExperienceArt
              id={experience.id}
              category={experience.category}
              className="absolute inset-0 h-full w-full"
              iconClassName="size-20 sm:size-24"
            />
          )}
        </div>

        <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-10">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-brand-700">{t(`experiences.categories.${experience.category}`)}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-4xl">
              {experience.title}
            </h1>
            <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-neutral-700">
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-neutral-500" />
                {experience.venue_name} · {experience.city.name}
              </li>
              <li className="flex items-center gap-1.5">
                <Clock aria-hidden="true" className="size-4 text-neutral-500" />
                <span className="sr-only">{t("experiences.detail.duration")}: </span>
                {formatDuration(experience.duration_minutes)}
              </li>
              {experience.review_count > 0 && (
                <li className="flex items-center gap-1.5">
                  <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
                  {t("featured.rating", {
                    score: formatScore(experience.score, language, country),
                    reviews: formatCount(experience.review_count, language, country),
                    count: experience.review_count,
                  })}
                </li>
              )}
            </ul>
            <p className="mt-4 text-lg text-neutral-800">{experience.summary}</p>

            <Section title={t("experiences.detail.about")}>
              <div className="space-y-3 text-neutral-700">
                {experience.description.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </Section>

            {experience.photos.length > 1 && (
              <Section title={t("experiences.detail.photos")}>
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="experience-photos">
                  {experience.photos.slice(1).map((photo) => (
                    <li key={photo.stem} className="relative aspect-[4/3] overflow-hidden rounded-md bg-neutral-200">
                      <PhotoPicture
                        photo={photo}
                        sizes="(min-width: 640px) 33vw, 50vw"
                        className="absolute inset-0 h-full w-full object-cover"
                      />
                    </li>
                  ))}
                </ul>
              </Section>
            )}

            {experience.included.length > 0 && (
              <Section title={t("experiences.detail.included")}>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {experience.included.map((item) => (
                    <li key={item} className="flex items-start gap-2 text-neutral-700">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                      {item}
                    </li>
                  ))}
                </ul>
              </Section>
            )}

            <Section title={t("experiences.detail.venue")}>
              <p className="font-semibold text-neutral-900">{experience.venue_name}</p>
              <address className="mt-0.5 text-neutral-700 not-italic">{experience.address}</address>
              {experience.meeting_point && (
                <p className="mt-2 text-neutral-700" data-testid="meeting-point">
                  <span className="font-semibold text-neutral-900">{t("experiences.detail.meetingPoint")}:</span>{" "}
                  {experience.meeting_point}
                </p>
              )}
              {/* The box keeps the map's place while its code arrives: nothing below moves. */}
              <Suspense fallback={<div className="mt-4 h-56 sm:h-72" />}>
                <LazyPlacesMapSlot
                  onDemand
                  className="mt-4 h-56 sm:h-72"
                  places={mapPlaces}
                  selectedId={null}
                  onSelect={() => undefined}
                  language={language}
                  listId="experience-sessions"
                />
              </Suspense>
            </Section>

            <Section title={t("experiences.detail.policy")}>
              <p className="flex items-start gap-2 text-neutral-700">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                {experience.cancellation_policy}
              </p>
            </Section>
          </div>

          <aside className="mt-10 space-y-6 lg:sticky lg:top-20 lg:mt-0">
            <section aria-labelledby="prices-title" className="rounded-md border border-neutral-200 p-5">
              <h2 id="prices-title" className="flex items-center gap-2 text-lg font-bold text-neutral-900">
                <Ticket aria-hidden="true" className="size-5 text-brand-600" />
                {t("experiences.detail.prices")}
              </h2>
              <ul className="mt-3 divide-y divide-neutral-200">
                {experience.ticket_types.map((ticket) => (
                  <li key={ticket.id} className="flex items-baseline justify-between gap-4 py-2.5">
                    <span className="text-neutral-800">{ticket.name}</span>
                    <span className="text-right">
                      <span className="block font-semibold text-neutral-900">
                        {formatMoney(ticket.price.amount, ticket.price.currency, language, country)}
                      </span>
                      {ticket.member_price && (
                        <span className="block text-sm font-semibold text-accent-700">
                          {t("experiences.detail.memberPrice")}:{" "}
                          {formatMoney(ticket.member_price.amount, ticket.member_price.currency, language, country)}
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              {experience.member_discount_percent ? (
                <p className="mt-2 text-sm text-neutral-600">
                  {t("experiences.detail.memberNote", { percent: experience.member_discount_percent })}
                </p>
              ) : null}
            </section>

            <Sessions
              sessions={experience.sessions}
              language={language}
              country={country}
              selected={sessionId}
              onSelect={setSessionId}
            />

            <div className="hidden lg:block">
              {onSale ? (
                <ButtonLink to={buyHref} size="lg" className="w-full">
                  {t("experiences.detail.buy")}
                </ButtonLink>
              ) : (
                <p className="text-center text-neutral-700">{t("experiences.detail.noSessions")}</p>
              )}
            </div>
          </aside>
        </div>
      </Container>

      {/* A phone's buy bar: always in reach, above the page's foot. */}
      <div
        data-fixed-chrome="bottom"
        className="fixed inset-x-0 bottom-0 z-20 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden"
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
          {cheapest ? (
            <p className="text-sm text-neutral-700">
              {t("experiences.card.fromBefore")}{" "}
              <span className="block text-base font-bold text-neutral-900">
                {formatMoney(cheapest.price.amount, cheapest.price.currency, language, country)}
              </span>
            </p>
          ) : (
            <span />
          )}
          {onSale ? (
            <ButtonLink to={buyHref} size="lg" className="shrink-0">
              {t("experiences.detail.buy")}
            </ButtonLink>
          ) : (
            <p className="text-sm font-semibold text-neutral-700">{t("experiences.detail.soldOutShort")}</p>
          )}
        </div>
      </div>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8 border-t border-neutral-200 pt-6">
      <h2 id={id} className="mb-3 text-xl font-bold tracking-tight text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The sessions by day as radio buttons: the chosen one goes to the buy page; sold out and closed ones say so. */
export function Sessions({
  sessions,
  language,
  country,
  selected,
  onSelect,
  headingRef,
  error,
  disabled = false,
}: {
  sessions: readonly ExperienceSession[];
  language: Language;
  country: string;
  selected: number | null;
  onSelect: (id: number) => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
  error?: string | null;
  /** No other session may be chosen (a payment's outcome is being checked). */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const days = sessionsByDay(sessions);
  return (
    <section
      id="experience-sessions"
      aria-labelledby={`${id}-title`}
      className="rounded-md border border-neutral-200 p-5"
    >
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-neutral-900 focus:outline-none"
      >
        <CalendarDays aria-hidden="true" className="size-5 text-brand-600" />
        {t("experiences.detail.sessions")}
      </h2>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-3 rounded-sm bg-accent-50 px-3 py-2 text-sm font-medium text-accent-800"
        >
          {error}
        </p>
      ) : null}
      {days.length === 0 ? (
        <p className="mt-3 text-neutral-700">{t("experiences.detail.noSessions")}</p>
      ) : (
        <fieldset
          // Relative: the hidden radios are positioned, and would otherwise escape the scroll box and
          // lengthen the page below the footer by the height of every session scrolled out of view.
          className="relative mt-3 max-h-[28rem] space-y-4 overflow-y-auto pr-1"
          aria-describedby={error ? `${id}-error` : undefined}
          // With every session disabled the list still scrolls from the keyboard.
          tabIndex={disabled ? 0 : undefined}
        >
          <legend className="sr-only">{t("experiences.detail.chooseSession")}</legend>
          {days.map((day) => (
            <div key={day.date}>
              <p className="text-sm font-semibold text-neutral-900 first-letter:uppercase">
                {formatDay(day.date, language, country)}
              </p>
              <ul className="mt-2 grid gap-2">
                {day.sessions.map((session) => {
                  const open = session.state === "on_sale" && session.available > 0;
                  const few = open && session.available <= FEW_SEATS;
                  const inputId = `${id}-session-${session.id}`;
                  return (
                    <li key={session.id}>
                      <input
                        type="radio"
                        id={inputId}
                        name={`${id}-session`}
                        value={session.id}
                        checked={selected === session.id}
                        disabled={!open || disabled}
                        onChange={() => onSelect(session.id)}
                        className="peer sr-only"
                        data-session-id={session.id}
                        data-available={session.available}
                        data-state={session.state}
                      />
                      <label
                        htmlFor={inputId}
                        className={cx(
                          "flex min-h-12 items-center justify-between gap-3 rounded-sm border px-3 py-2 text-sm transition-colors peer-focus-visible:ring-3 peer-focus-visible:ring-brand-300",
                          open
                            ? "cursor-pointer border-neutral-300 hover:border-brand-400 peer-checked:border-brand-500 peer-checked:bg-brand-50"
                            : "cursor-not-allowed border-neutral-200 bg-neutral-50 text-neutral-600",
                        )}
                      >
                        {/* The day heads the group on screen; the name repeats it so each option stands alone. */}
                        <span className="sr-only">{`${formatDay(day.date, language, country)}, `}</span>
                        <span className="font-semibold text-neutral-900">
                          {formatWallTime(session.local_time, language)}
                          <span className="sr-only">, </span>
                        </span>
                        <span
                          className={cx(
                            "text-right",
                            few ? "font-semibold text-accent-700" : open ? "text-neutral-700" : "text-neutral-600",
                          )}
                        >
                          {few
                            ? t("experiences.detail.seatsLeft", { count: session.available })
                            : t(
                                `experiences.detail.states.${open ? "on_sale" : session.state === "on_sale" ? "sold_out" : session.state}`,
                              )}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </fieldset>
      )}
    </section>
  );
}
