import type { ExperienceOrderDto } from "@sobremesa/contracts";
import { CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { thingsToDoPath } from "#app/lib/navigation/paths.ts";
import { orderPath } from "../experience-paths";
import { experiencesApi, recallOrderEmail } from "../experiences-api";
import type { ThanksData } from "../experiences-data";
import { OrderSummary, OrderTickets } from "./order-view";

type State =
  | { kind: "ready"; order: ExperienceOrderDto; email: string | null }
  | { kind: "loading" }
  | { kind: "missing" };

/**
 * The thank-you page: the order and its tickets. The signed-in owner's order comes with the page; a
 * guest's is the purchase's answer handed over by the buy page, or (after a reload) found again with
 * the e-mail this tab remembers. Without either, the way on is the order page's code-and-e-mail form.
 */
export function ThanksView({ data }: { data: ThanksData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { language, code } = data;
  const handed = location.state as { order?: ExperienceOrderDto; email?: string } | null;
  const initial = useMemo<State>(() => {
    if (data.order) return { kind: "ready", order: data.order, email: data.order.contact.email };
    if (handed?.order && handed.order.code === code)
      return { kind: "ready", order: handed.order, email: handed.email ?? null };
    return code ? { kind: "loading" } : { kind: "missing" };
  }, [data.order, handed, code]);
  const [state, setState] = useState<State>(initial);

  useEffect(() => {
    if (initial.kind !== "loading" || !code) return;
    const email = recallOrderEmail(code);
    if (!email) {
      setState({ kind: "missing" });
      return;
    }
    let live = true;
    experiencesApi(language)
      .order(code, email)
      .then((answer) => live && setState({ kind: "ready", order: answer.order, email }))
      .catch(() => live && setState({ kind: "missing" }));
    return () => {
      live = false;
    };
  }, [initial, code, language]);

  return (
    <Container className="max-w-3xl pt-6 pb-16 sm:pt-10">
      {state.kind === "ready" ? (
        <>
          <header className="text-center">
            <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance text-neutral-900 sm:text-3xl">
              {t("experiences.thanks.heading")}
            </h1>
            <p className="mt-2 text-neutral-700">
              {t("experiences.thanks.text", { email: state.order.contact.email })}
            </p>
          </header>
          <div className="mt-8">
            <OrderSummary order={state.order} language={language} />
            <OrderTickets order={state.order} language={language} />
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <ButtonLink to={orderPath(language, state.order.code, state.email ?? undefined)} size="lg">
              {t("experiences.thanks.viewOrder")}
            </ButtonLink>
            <ButtonLink to={thingsToDoPath(language, "mx")} variant="secondary" size="lg">
              {t("experiences.thanks.more")}
            </ButtonLink>
          </div>
        </>
      ) : state.kind === "loading" ? (
        // The page's heading while the order is looked up: a guest's page is served in this state.
        <div className="flex min-h-64 flex-col items-center justify-center text-center">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("experiences.thanks.loadingTitle")}</h1>
          <p role="status" className="mt-3 flex items-center gap-2 text-neutral-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
            {t("experiences.thanks.loading")}
          </p>
        </div>
      ) : (
        <div className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("experiences.thanks.missingTitle")}</h1>
          <p className="mt-2 text-neutral-700">{t("experiences.thanks.missingText")}</p>
          <ButtonLink to={orderPath(language, code ?? "EXP-000000")} size="lg" className="mt-6">
            {t("experiences.thanks.findOrder")}
          </ButtonLink>
        </div>
      )}
    </Container>
  );
}
