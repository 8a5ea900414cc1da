import type { AccountUser } from "@sobremesa/contracts";
import { CircleAlert, LoaderCircle, RotateCw, Sparkles } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { pagePath } from "#app/lib/navigation/paths.ts";
import { summarizeMembership } from "../../membership/membership-status";
import type { MembershipPanelData } from "../../user-panel-data";
import { AddCardDialog } from "./add-card-dialog";
import { CancelMembershipDialog } from "./cancel-membership-dialog";
import { InvoicesList } from "./invoices-list";
import { MembershipSummary } from "./membership-summary";
import { PaymentCards } from "./payment-cards";

type Open = null | { dialog: "add-card"; fixing: boolean } | { dialog: "cancel" };

/**
 * "Mi membresía": the membership's state, its cards and invoices. The loader's data is the truth;
 * after every change the loader runs again (useRevalidator), so nothing here guesses what the
 * server did.
 */
export function MembershipSection({ data, user }: { data: MembershipPanelData; user: AccountUser }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState<Open>(null);
  const [offerSeen, setOfferSeen] = useState(false);
  // One "now" per visit: the server's HTML and the hydrated page must agree on what has ended.
  const [now] = useState(() => new Date());
  const refreshing = revalidator.state === "loading";
  const refresh = () => {
    void revalidator.revalidate();
  };

  // Reached without the section's data (a tab switch the router did not reload for): read it now.
  const skipped = data.state === "skipped";
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival without data
  useEffect(() => {
    if (skipped) refresh();
  }, [skipped]);

  if (data.state !== "loaded") {
    if (data.state === "skipped" || refreshing) {
      return (
        <p role="status" className="flex items-center gap-2 py-10 text-neutral-600">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
          {t("userPanel.membership.loading")}
        </p>
      );
    }
    return (
      <Panel title={t("userPanel.membership.heading")}>
        <div role="alert" className="flex items-start gap-3 rounded-sm border border-accent-200 bg-accent-50 px-4 py-4">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <div>
            <p className="font-semibold text-accent-900">{t("userPanel.membership.failed")}</p>
            <p className="text-sm text-accent-800">{t("userPanel.membership.failedText")}</p>
          </div>
        </div>
        <Button variant="secondary" className="mt-4" onClick={refresh}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t("userPanel.membership.retry")}
        </Button>
      </Panel>
    );
  }

  const { overview, placesDiscount, provider } = data;
  const subscription = overview.subscription;
  const summary = subscription ? summarizeMembership(subscription, now) : null;
  const showCards = subscription !== null || overview.paymentMethods.length > 0;
  const showInvoices = subscription !== null || overview.invoices.length > 0;
  const afterChange = () => {
    setOpen(null);
    refresh();
  };

  return (
    <div className={cx("space-y-6", refreshing && "opacity-70 transition-opacity")} aria-busy={refreshing}>
      <div role="status" aria-live="polite" className="sr-only">
        {refreshing ? t("userPanel.membership.refreshing") : ""}
      </div>
      {subscription && summary ? (
        <MembershipSummary
          subscription={subscription}
          placesDiscount={placesDiscount}
          now={now}
          onUpdateCard={() => setOpen({ dialog: "add-card", fixing: true })}
          onCancel={() => setOpen({ dialog: "cancel" })}
        />
      ) : (
        <Panel title={t("userPanel.membership.heading")}>
          <div className="flex flex-col items-center rounded-md border border-dashed border-neutral-300 bg-neutral-50 px-6 py-8 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-card">
              <Sparkles aria-hidden="true" className="size-6" />
            </span>
            <p className="mt-4 font-semibold text-neutral-900">{t("userPanel.membership.empty")}</p>
            <p className="mt-1 max-w-md text-sm text-neutral-700">{t("userPanel.membership.emptyText")}</p>
            <ButtonLink to={pagePath("plus", language)} className="mt-5">
              {t("userPanel.membership.browse")}
            </ButtonLink>
          </div>
        </Panel>
      )}

      {showCards && (
        <Panel title={t("userPanel.membership.cards.heading")}>
          <PaymentCards
            email={user.email}
            cards={overview.paymentMethods}
            defaultCard={overview.defaultPaymentMethod}
            now={now}
            onAdd={() => setOpen({ dialog: "add-card", fixing: false })}
            onChanged={refresh}
          />
        </Panel>
      )}
      {showInvoices && (
        <Panel title={t("userPanel.membership.invoices.heading")}>
          <InvoicesList invoices={overview.invoices} />
        </Panel>
      )}

      {open?.dialog === "add-card" && (
        <AddCardDialog
          email={user.email}
          provider={provider}
          forceDefault={open.fixing || overview.paymentMethods.length === 0}
          onClose={() => setOpen(null)}
          onSaved={afterChange}
        />
      )}
      {open?.dialog === "cancel" && subscription && (
        <CancelMembershipDialog
          email={user.email}
          subscription={subscription}
          now={now}
          offerSeen={offerSeen}
          onOfferSeen={() => setOfferSeen(true)}
          onClose={() => setOpen(null)}
          onChanged={refresh}
        />
      )}
    </div>
  );
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cx("rounded-md border border-neutral-200 bg-white p-5 shadow-card sm:p-6", className)}>
      <h3 className="text-lg font-bold text-neutral-900">{title}</h3>
      <div className="mt-4">{children}</div>
    </div>
  );
}
