import {
  formatWallDate,
  formatWallTime,
  type Language,
  type LargePartyEntry,
  type LargePartyListAnswer,
} from "@sobremesa/contracts";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Field, Textarea } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

type Answering = { request: LargePartyEntry; kind: "accept" | "decline" } | null;

export interface LargePartyRequestsProps {
  requests: LargePartyListAnswer;
  language: Language;
  busy: boolean;
  onAccept: (request: LargePartyEntry, tableIds: number[]) => Promise<boolean>;
  onDecline: (request: LargePartyEntry, message: string) => Promise<boolean>;
}

/**
 * The venue's pending large-party requests: each with who asks, for how many and when, and its
 * answer: accept with a table or several pushed together (those free at its time), or decline with
 * a message the diner is sent.
 */
export function LargePartyRequests({ requests, language, busy, onAccept, onDecline }: LargePartyRequestsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [answering, setAnswering] = useState<Answering>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const tableById = new Map(requests.tables.map((table) => [table.id, table]));
  const seatsOf = (ids: number[]) => ids.reduce((sum, tableId) => sum + (tableById.get(tableId)?.maxCovers ?? 0), 0);

  const open = (request: LargePartyEntry, kind: "accept" | "decline") => {
    setChosen([]);
    setMessage("");
    setError(undefined);
    setAnswering({ request, kind });
  };
  const submit = async () => {
    if (!answering) return;
    const { request, kind } = answering;
    if (kind === "accept" && chosen.length === 0) return setError(t("partners.dayBook.largeParty.noTables"));
    if (kind === "decline" && message.trim().length < 3) return setError(t("partners.dayBook.confirm.reasonMissing"));
    const done = kind === "accept" ? await onAccept(request, chosen) : await onDecline(request, message.trim());
    if (done) setAnswering(null);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded-md border border-neutral-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        {t("partners.dayBook.largeParty.title")}
      </h2>
      {requests.requests.length === 0 ? (
        <p className="mt-1 text-neutral-700">{t("partners.dayBook.largeParty.empty")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-neutral-200" data-testid="large-party-requests">
          {requests.requests.map((request) => (
            <li key={request.id} className="py-3" data-request={request.id}>
              <p className="font-semibold text-neutral-900">
                {t("partners.dayBook.largeParty.request", {
                  name: request.name,
                  people: t("partners.dayBook.people", { count: request.party }),
                  date: formatWallDate(request.date, language, "full"),
                  time: formatWallTime(request.time, language),
                })}
              </p>
              <p className="text-sm text-neutral-700">
                {t("partners.dayBook.largeParty.contact", { email: request.email, phone: request.phone })}
              </p>
              {request.message && (
                <p className="text-sm text-neutral-700">
                  {t("partners.dayBook.largeParty.message", { message: request.message })}
                </p>
              )}
              {request.problem && (
                <p className="text-sm font-semibold text-accent-700">{t("partners.dayBook.largeParty.problem")}</p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                <Button disabled={busy || request.problem !== null} onClick={() => open(request, "accept")}>
                  {t("partners.dayBook.largeParty.accept")}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => open(request, "decline")}>
                  {t("partners.dayBook.largeParty.decline")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {answering && (
        <Dialog
          onDismiss={() => !busy && setAnswering(null)}
          aria-labelledby={`${id}-answer`}
          className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-md bg-white p-6 shadow-raised backdrop:bg-neutral-900/40"
        >
          <h2 id={`${id}-answer`} className="text-lg font-bold text-neutral-900">
            {answering.kind === "accept"
              ? t("partners.dayBook.largeParty.tables", { name: answering.request.name })
              : t("partners.dayBook.largeParty.declineOf", { name: answering.request.name })}
          </h2>
          {answering.kind === "accept" ? (
            <fieldset className="mt-3">
              <legend className="text-sm text-neutral-700">
                {t("partners.dayBook.largeParty.tablesHint", { count: answering.request.party })}
              </legend>
              <div className="mt-2 grid gap-1 sm:grid-cols-2">
                {requests.tables
                  .filter((table) => answering.request.freeTableIds.includes(table.id))
                  .map((table) => (
                    <label key={table.id} className="inline-flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="size-5"
                        checked={chosen.includes(table.id)}
                        onChange={(event) => {
                          const checked = event.currentTarget.checked;
                          setError(undefined);
                          setChosen((current) =>
                            checked ? [...current, table.id] : current.filter((other) => other !== table.id),
                          );
                        }}
                      />
                      {t("partners.dayBook.largeParty.table", {
                        label: table.label,
                        zone: table.zoneName,
                        max: table.maxCovers,
                      })}
                    </label>
                  ))}
              </div>
              <p className="mt-2 text-sm font-semibold text-neutral-900" aria-live="polite">
                {t("partners.dayBook.largeParty.seats", { seats: seatsOf(chosen), party: answering.request.party })}
              </p>
              {error && <p className="mt-1 text-sm font-semibold text-accent-700">{error}</p>}
            </fieldset>
          ) : (
            <Field
              className="mt-4"
              label={t("partners.dayBook.largeParty.declineMessage", { name: answering.request.name })}
              hint={t("partners.dayBook.largeParty.declineHint")}
              error={error}
              required
            >
              <Textarea name="message" rows={3} maxLength={500} value={message} onValue={setMessage} />
            </Field>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => setAnswering(null)}>
              {t("partners.dayBook.largeParty.back")}
            </Button>
            <Button
              variant={answering.kind === "accept" ? "primary" : "accent"}
              disabled={busy}
              onClick={() => void submit()}
            >
              {answering.kind === "accept"
                ? t("partners.dayBook.largeParty.accept")
                : t("partners.dayBook.largeParty.declineSubmit")}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
