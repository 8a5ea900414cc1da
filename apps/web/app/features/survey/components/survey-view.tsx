import { ApiError, pathFor, type SurveyAnswerResult, surveyFactNames, surveyRatingNames } from "@sobremesa/contracts";
import { CircleAlert, CircleCheck, Star } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { formatInstant } from "#app/features/booking/index.ts";
import { FieldError, FormAlert, TextAreaField } from "#app/features/leads/index.ts";
import { mainApi } from "#app/lib/api/main-api.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import {
  emptySurvey,
  type FactAnswer,
  type FactName,
  type RatingName,
  type SurveyFormValues,
  type SurveyProblem,
  surveyAnswers,
  surveyProblems,
} from "../survey-form";
import type { SurveyPageData } from "../survey-page-data";

const COMMENT_MAX = 2_000;

/** /encuesta-satisfaccion/: the survey of a finished visit, or why its link cannot be used. */
export function SurveyView({ data }: { data: SurveyPageData }) {
  if (data.state === "problem") return <SurveyProblemView data={data} />;
  return <SurveyForm data={data} />;
}

function SurveyProblemView({ data }: { data: Extract<SurveyPageData, { state: "problem" }> }) {
  const { t } = useTranslation();
  const answered = data.code === "SURVEY_ALREADY_ANSWERED";
  const Icon = answered ? CircleCheck : CircleAlert;
  return (
    <Container className="py-10 sm:py-14">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("survey.eyebrow")}</p>
        <div className="mt-4 rounded-md border border-neutral-200 bg-white p-6" data-survey-problem={data.code}>
          <Icon aria-hidden="true" className={cx("size-8", answered ? "text-brand-600" : "text-accent-700")} />
          <h1 className="mt-3 text-2xl font-bold text-neutral-900">
            {t(answered ? "survey.answeredTitle" : "survey.problemTitle")}
          </h1>
          <p className="mt-2 text-neutral-800">{data.message}</p>
          <Link to={pathFor("home", data.language)} className={cx(buttonClasses("secondary", "lg"), "mt-6")}>
            {t("survey.home")}
          </Link>
        </div>
      </div>
    </Container>
  );
}

function SurveyForm({ data }: { data: Extract<SurveyPageData, { state: "open" }> }) {
  const { t } = useTranslation();
  const { visit, language } = data;
  const [values, setValues] = useState<SurveyFormValues>(emptySurvey);
  const [problems, setProblems] = useState<SurveyProblem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SurveyAnswerResult | null>(null);
  const groups = useRef<Partial<Record<RatingName | "wouldRecommend", HTMLFieldSetElement | null>>>({});
  const when = formatInstant(visit.startsAt, visit.timeZone, language);
  const problemOf = (field: RatingName | "wouldRecommend") => {
    const found = problems.find((problem) => problem.field === field);
    if (!found) return undefined;
    return found.problem === "ratingRequired"
      ? t("survey.errors.ratingRequired", { aspect: t(`survey.ratings.${field}`) })
      : t("survey.errors.recommendRequired");
  };

  const update = (change: (current: SurveyFormValues) => SurveyFormValues) => {
    setValues((current) => {
      const next = change(current);
      // A fixed answer clears its message at once; the others stay until the next try.
      if (problems.length > 0)
        setProblems(surveyProblems(next).filter((p) => problems.some((q) => q.field === p.field)));
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = surveyProblems(values);
    setProblems(found);
    if (found.length > 0) {
      setFormError(t("survey.errors.summary", { count: found.length }));
      const first = groups.current[found[0]!.field];
      first?.querySelector<HTMLInputElement>("input")?.focus();
      return;
    }
    setFormError(null);
    setBusy(true);
    try {
      const answer = await mainApi({ language }).mainPost<{ data: SurveyAnswerResult }>("/api/survey-responses", {
        ...data.link,
        ...surveyAnswers(values),
        lang: language,
      });
      setDone(answer.data);
    } catch (error) {
      setFormError(error instanceof ApiError && error.status < 500 ? error.message : t("survey.errors.failed"));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <SurveyThanks language={language} firstName={visit.firstName} place={done} />;

  return (
    <Container className="py-8 sm:py-12">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("survey.eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-bold text-neutral-900 sm:text-4xl">
          {t("survey.heading", { place: visit.placeName })}
        </h1>
        <p className="mt-3 text-neutral-700">
          {t("survey.visit", { name: visit.firstName, date: when.date, time: when.time, count: visit.party })}
        </p>

        <form onSubmit={submit} noValidate className="mt-8 space-y-8">
          <section aria-labelledby="survey-ratings" className="space-y-5">
            <h2 id="survey-ratings" className="text-xl font-bold text-neutral-900">
              {t("survey.ratingsTitle")}
            </h2>
            {surveyRatingNames.map((name) => (
              <StarRating
                key={name}
                name={name}
                legend={t(`survey.ratings.${name}`)}
                value={values.ratings[name] ?? 0}
                error={problemOf(name)}
                groupRef={(element) => {
                  groups.current[name] = element;
                }}
                onValue={(value) =>
                  update((current) => ({ ...current, ratings: { ...current.ratings, [name]: value } }))
                }
              />
            ))}
          </section>

          <ChoiceGroup
            name="wouldRecommend"
            legend={t("survey.recommend", { place: visit.placeName })}
            options={[
              { value: "yes", label: t("survey.yes") },
              { value: "no", label: t("survey.no") },
            ]}
            value={values.wouldRecommend === null ? "" : values.wouldRecommend ? "yes" : "no"}
            error={problemOf("wouldRecommend")}
            groupRef={(element) => {
              groups.current.wouldRecommend = element;
            }}
            onValue={(value) => update((current) => ({ ...current, wouldRecommend: value === "yes" }))}
          />

          <section aria-labelledby="survey-facts" className="space-y-5">
            <div>
              <h2 id="survey-facts" className="text-xl font-bold text-neutral-900">
                {t("survey.factsTitle")}
              </h2>
              <p className="mt-1 text-sm text-neutral-600">{t("survey.factsHint")}</p>
            </div>
            {surveyFactNames.map((name: FactName) => (
              <ChoiceGroup
                key={name}
                name={name}
                legend={t(`survey.facts.${name}`)}
                options={[
                  { value: "yes", label: t("survey.yes") },
                  { value: "no", label: t("survey.no") },
                  { value: "unknown", label: t("survey.unknown") },
                ]}
                value={values.facts[name]}
                onValue={(value) =>
                  update((current) => ({ ...current, facts: { ...current.facts, [name]: value as FactAnswer } }))
                }
              />
            ))}
          </section>

          <TextAreaField
            name="comment"
            label={t("survey.comment")}
            hint={t("survey.commentHint", { max: COMMENT_MAX })}
            value={values.comment}
            maxLength={COMMENT_MAX}
            onValue={(comment) => update((current) => ({ ...current, comment }))}
          />

          <FormAlert message={formError} />
          <button type="submit" disabled={busy} className={cx(buttonClasses("primary", "lg"), "w-full sm:w-auto")}>
            {busy ? t("survey.sending") : t("survey.submit")}
          </button>
        </form>
      </div>
    </Container>
  );
}

/** Five stars as a radio group: arrows move between them, the label says "3 of 5". */
function StarRating({
  name,
  legend,
  value,
  error,
  onValue,
  groupRef,
}: {
  name: string;
  legend: string;
  value: number;
  error: string | undefined;
  onValue: (value: number) => void;
  groupRef: (element: HTMLFieldSetElement | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset ref={groupRef} aria-describedby={error ? `${id}-error` : undefined} data-rating={name}>
      <legend className="text-base font-semibold text-neutral-900">{legend}</legend>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="group relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onValue(stars)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className="sr-only">{t("survey.stars", { count: stars })}</span>
            <span className="flex size-11 items-center justify-center rounded-full peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
              <Star
                aria-hidden="true"
                className={cx(
                  "size-8 transition-colors",
                  stars <= value ? "fill-amber-400 text-amber-500" : "text-neutral-400 group-hover:text-amber-400",
                )}
              />
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** Choices as large radio "chips" that wrap on a phone. */
function ChoiceGroup({
  name,
  legend,
  options,
  value,
  error,
  onValue,
  groupRef,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string;
  error?: string | undefined;
  onValue: (value: string) => void;
  groupRef?: (element: HTMLFieldSetElement | null) => void;
}) {
  const id = useId();
  return (
    <fieldset ref={groupRef} aria-describedby={error ? `${id}-error` : undefined} data-choice={name}>
      <legend className="text-base font-semibold text-neutral-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValue(option.value)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
            />
            <span className="inline-flex min-h-11 items-center rounded-full border border-neutral-300 px-4 text-sm font-medium text-neutral-800 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500">
              {option.label}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function SurveyThanks({
  language,
  firstName,
  place,
}: {
  language: SurveyPageData["language"];
  firstName: string;
  place: SurveyAnswerResult;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container className="py-10 sm:py-14">
      <div className="max-w-2xl">
        <div
          role="status"
          className="rounded-md border border-brand-100 bg-brand-50 p-6 text-neutral-800"
          data-survey-done
        >
          <CircleCheck aria-hidden="true" className="size-8 text-brand-600" />
          <h1 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold text-neutral-900 outline-none">
            {t("survey.thanksTitle", { name: firstName })}
          </h1>
          <p className="mt-2">{t("survey.thanksText", { place: place.placeName })}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to={pathFor("place", language, { profileSlug: place.placeSlug })}
              className={buttonClasses("secondary", "lg")}
            >
              {t("survey.seePlace", { place: place.placeName })}
            </Link>
            <Link to={pathFor("home", language)} className={buttonClasses("ghost", "lg")}>
              {t("survey.home")}
            </Link>
          </div>
        </div>
      </div>
    </Container>
  );
}
