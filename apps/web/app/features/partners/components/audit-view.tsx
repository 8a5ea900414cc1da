import { ApiError, type AuditEntry } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { partnersApi } from "../partners-api";
import type { AuditData } from "../partners-data";
import { partnersDateTime } from "../partners-format";
import { VenueNav } from "./venue-nav";

/** The log's action names and their catalogue keys. */
const ACTION_KEYS = {
  "invitation.create": "invitationCreate",
  "invitation.revoke": "invitationRevoke",
  "invitation.accept": "invitationAccept",
  "staff.role": "staffRole",
  "staff.remove": "staffRemove",
} as const;

export function actionKey(action: string) {
  return Object.hasOwn(ACTION_KEYS, action) ? ACTION_KEYS[action as keyof typeof ACTION_KEYS] : undefined;
}

export function Snapshot({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-neutral-500">—</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
      {Object.entries(value).map(([key, field]) => (
        <div key={key} className="contents">
          <dt className="text-neutral-600">{key}</dt>
          <dd className="break-all text-neutral-900">{String(field)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The audit log (owners): who changed what and when, with the row before and after. */
export function AuditView({ data }: { data: AuditData }) {
  const { t } = useTranslation();
  const { venue, language } = data;
  const api = useMemo(() => partnersApi(language), [language]);
  const [entries, setEntries] = useState<AuditEntry[]>(data.log.data);
  const [next, setNext] = useState<number | null>(data.log.nextBefore);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const more = async () => {
    if (next === null) return;
    setLoading(true);
    setError(null);
    try {
      const page = await api.audit(venue.id, next);
      setEntries((current) => [...current, ...page.data]);
      setNext(page.nextBefore);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("partners.errors.generic"));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.audit.title")}</h1>
        <p className="mt-2 text-neutral-700">{t("partners.audit.intro")}</p>
        {entries.length === 0 ? (
          <p className="mt-4 rounded-md border border-neutral-200 bg-white p-4 text-neutral-700">
            {t("partners.audit.empty")}
          </p>
        ) : (
          <ol className="mt-4 space-y-3">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="rounded-md border border-neutral-200 bg-white p-4"
                data-testid="audit-entry"
              >
                <p className="font-semibold text-neutral-900">
                  {(() => {
                    const key = actionKey(entry.action);
                    return key ? t(`partners.audit.actions.${key}`) : entry.action;
                  })()}
                </p>
                <p className="text-sm text-neutral-600">
                  <time dateTime={entry.at}>{partnersDateTime(entry.at, venue.timeZone, language)}</time> ·{" "}
                  {entry.actor.name || t("partners.audit.unknownActor")}
                </p>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  <div>
                    <p className="text-sm font-semibold text-neutral-700">{t("partners.audit.before")}</p>
                    <Snapshot value={entry.before} />
                  </div>
                  <div>
                    <p className="text-sm font-semibold text-neutral-700">{t("partners.audit.after")}</p>
                    <Snapshot value={entry.after} />
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
        {error && (
          <p role="alert" className="mt-3 font-semibold text-accent-700">
            {error}
          </p>
        )}
        {next !== null && (
          <Button variant="secondary" className="mt-4" disabled={loading} onClick={more}>
            {loading ? t("partners.loading") : t("partners.audit.more")}
          </Button>
        )}
      </div>
    </>
  );
}
