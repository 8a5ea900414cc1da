import { ApiError, formatMoney, type Language, type SessionSaleOrder } from "@sobremesa/contracts";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { organizersApi, sendSessionRefund } from "../organizers-api";

/** A new key per refund form: the same form sent twice (a double click, a retry) is one refund. */
const newKey = () =>
  `refund-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`}`;

/** "120.50" or "120,50" in major units, at most two decimals, above zero; null otherwise. */
function majorOf(text: string): number | null {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return minor > 0 ? minor / 100 : null;
}

const dialogClass =
  "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-md bg-white p-6 shadow-raised backdrop:bg-neutral-900/40";

const failureOf = (failure: unknown, fallback: string) => (failure instanceof ApiError ? failure.message : fallback);

/** Cancels the session after a dialog that says how many orders and how much go back. */
export function CancelSession({
  organizerId,
  sessionId,
  preview,
  currency,
  language,
  onDone,
}: {
  organizerId: number;
  sessionId: number;
  preview: { orders: number; amountMinor: number };
  currency: string;
  language: Language;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="cancel-session">
        {t("partners.sales.cancel.open")}
      </Button>
      {open && (
        <Dialog
          onDismiss={() => !busy && setOpen(false)}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          className={dialogClass}
          data-testid="cancel-session-dialog"
        >
          <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
            {t("partners.sales.cancel.title")}
          </h2>
          <p id={`${id}-text`} className="mt-2 font-semibold text-neutral-900">
            {t("partners.sales.cancel.summary", {
              count: preview.orders,
              amount: formatMoney(preview.amountMinor, currency, language),
            })}
          </p>
          <p className="mt-2 text-neutral-700">{t("partners.sales.cancel.consequences")}</p>
          {error && (
            <p role="alert" className="mt-3 text-sm font-semibold text-accent-700">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => setOpen(false)}>
              {t("partners.sales.cancel.keep")}
            </Button>
            <Button
              variant="primary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                setError(null);
                try {
                  const done = await organizersApi(language).cancelSession(organizerId, sessionId);
                  setOpen(false);
                  onDone(t("partners.sales.cancel.done", { count: done.refundedOrders }));
                } catch (failure) {
                  setError(failureOf(failure, t("partners.errors.generic")));
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t("partners.sales.cancel.confirm")}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** Refunds part or all of one order (an amount in major units) in a dialog. */
export function RefundOrder({
  organizerId,
  sessionId,
  order,
  currency,
  language,
  onDone,
}: {
  organizerId: number;
  sessionId: number;
  order: SessionSaleOrder;
  currency: string;
  language: Language;
  onDone: (text: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [amount, setAmount] = useState("");
  const [key, setKey] = useState(newKey);
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="refund-order">
        {t("partners.sales.refund.open")}
      </Button>
      {open && (
        <Dialog
          onDismiss={() => !busy && setOpen(false)}
          aria-labelledby={`${id}-title`}
          className={dialogClass}
          data-testid="refund-dialog"
        >
          <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
            {t("partners.sales.refund.title", { code: order.code })}
          </h2>
          <form
            noValidate
            className="mt-3 space-y-3"
            onSubmit={async (event) => {
              event.preventDefault();
              const major = majorOf(amount);
              if (major === null) {
                setError(t("partners.sales.refund.amountInvalid"));
                return;
              }
              setError(undefined);
              setBusy(true);
              try {
                await sendSessionRefund(language, { organizerId, sessionId, code: order.code }, { amount: major }, key);
                setKey(newKey());
                setAmount("");
                setOpen(false);
                onDone(t("partners.sales.refund.done"));
              } catch (failure) {
                setError(failureOf(failure, t("partners.errors.generic")));
              } finally {
                setBusy(false);
              }
            }}
          >
            <Field
              label={t("partners.sales.refund.amount", { currency })}
              hint={t("partners.sales.refund.hint", { amount: formatMoney(order.refundableMinor, currency, language) })}
              error={error}
              required
            >
              <Input name="amount" value={amount} onValue={setAmount} inputMode="decimal" autoComplete="off" />
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" type="button" disabled={busy} onClick={() => setOpen(false)}>
                {t("partners.sales.refund.cancel")}
              </Button>
              <Button variant="primary" type="submit" disabled={busy}>
                {t("partners.sales.refund.submit")}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
    </>
  );
}
