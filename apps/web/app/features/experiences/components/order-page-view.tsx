import { useState } from "react";
import { Container } from "#app/components/ui/container.tsx";
import { OrderLookup } from "#app/features/payment/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { orderCodeParam, orderPath } from "../experience-paths";
import type { OrderPageData } from "../experiences-data";
import { CancellationNote, OrderSummary, OrderTickets } from "./order-view";

/**
 * The order page: the order, its tickets and what to know; or, for anyone but its signed-in owner
 * without the buyer's e-mail, a small form (code and e-mail) that opens it.
 */
export function OrderPageView({ data }: { data: OrderPageData }) {
  if (data.state === "found") return <FoundOrder key={data.order.code} data={data} />;
  return <AskForOrder data={data} />;
}

/** The order with its tickets; a ticket given to a friend shows its new holder and QR at once. */
function FoundOrder({ data }: { data: Extract<OrderPageData, { state: "found" }> }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(data.order);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Container className="max-w-3xl pt-6 pb-16 sm:pt-10">
      <OrderSummary order={order} language={data.language} headingLevel="h1" />
      <p role="status" className="mt-4 font-semibold text-brand-800 empty:hidden" data-testid="transfer-notice">
        {notice}
      </p>
      <OrderTickets
        order={order}
        language={data.language}
        onTransferred={(next, text) => {
          setOrder(next);
          setNotice(text);
        }}
      />
      {data.policy ? <CancellationNote text={data.policy} /> : null}
      <p className="mt-6 text-sm text-neutral-600">
        {t("experiences.order.contact", { name: order.contact.name, email: order.contact.email })}
      </p>
    </Container>
  );
}

function AskForOrder({ data }: { data: Extract<OrderPageData, { state: "ask" }> }) {
  return (
    <OrderLookup
      code={data.code}
      email={data.email}
      wrong={data.wrong}
      parse={(code) => orderCodeParam(code) ?? undefined}
      pathOf={(code, email) => orderPath(data.language, code, email)}
      placeholder="EXP-7KQ2MX"
      copy={{
        notFoundTitle: "experiences.order.notFound.title",
        notFoundText: "experiences.order.notFound.text",
        title: "experiences.order.ask.title",
        text: "experiences.order.ask.text",
        code: "experiences.order.ask.code",
        codeInvalid: "experiences.order.ask.codeInvalid",
        submit: "experiences.order.ask.submit",
      }}
    />
  );
}
