import { ApiError, type AuditEntry } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { OrganizerAuditData } from "../organizers-data";
import { partnersApi } from "../partners-api";
import { partnersDateTime } from "../partners-format";
import { partnersPaths } from "../partners-paths";
import { actionKey, Snapshot } from "./audit-view";

/** The organizer's own actions (experiences, ticket types, sessions, check-ins) and their catalogue keys. */
const ORGANIZER_ACTION_KEYS = {
  "experience.create": "experienceCreate",
  "experience.update": "experienceUpdate",
  "tier.create": "tierCreate",
  "tier.update": "tierUpdate",
  "tier.remove": "tierRemove",
  "session.create": "sessionCreate",
  "session.update": "sessionUpdate",
  "organizer.create": "organizerCreate",
  "ticket.check-in": "ticketCheckIn",
} as const;

/** An organizer's audit log (owners): who changed what and when, with the row before and after. */
export function OrganizerAuditView({ data }: { data: OrganizerAuditData }) {
  const { t } = useTranslation();
  const { organizer, language } = data;
  const api = useMemo(() => partnersApi(language), [language]);
  const [entries, setEntries] = useState<AuditEntry[]>(data.log.data);
  const [next, setNext] = useState<number | null>(data.log.nextBefore);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = (action: string) => {
    const venueKey = actionKey(action);
    if (venueKey) return t(`partners.audit.actions.${venueKey}`);
    return Object.hasOwn(ORGANIZER_ACTION_KEYS, action)
      ? t(`partners.organizerAudit.actions.${ORGANIZER_ACTION_KEYS[action as keyof typeof ORGANIZER_ACTION_KEYS]}`)
      : action;
  };
  const more = async () => {
    if (next === null) return;
    setLoading(true);
    setError(null);
    try {
      const page = await api.request<typeof data.log>("GET", `/organizers/${organizer.id}/audit`, undefined, {
        before: next,
      });
      setEntries((current) => [...current, ...page.data]);
      setNext(page.nextBefore);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("partners.errors.generic"));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <p className="text-sm">
        <Link
          to={partnersPaths.organizer(language, organizer.id)}
          className="text-brand-700 underline underline-offset-2"
        >
          {organizer.name}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-neutral-900">{t("partners.audit.title")}</h1>
      <p className="mt-2 text-neutral-700">{t("partners.audit.intro")}</p>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-md border border-neutral-200 bg-white p-4 text-neutral-700">
          {t("partners.audit.empty")}
        </p>
      ) : (
        <ol className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-neutral-200 bg-white p-4" data-testid="audit-entry">
              <p className="font-semibold text-neutral-900">{label(entry.action)}</p>
              <p className="text-sm text-neutral-600">
                <time dateTime={entry.at}>{partnersDateTime(entry.at, data.timeZone, language)}</time> ·{" "}
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
  );
}
