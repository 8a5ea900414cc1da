import { formatDateTime, formatTime } from "@sobremesa/contracts";
import { Camera, CameraOff, Wifi, WifiOff } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { DoorData } from "../organizers-data";
import { partnersDateTime } from "../partners-format";
import { partnersPaths } from "../partners-paths";
import { type DoorOutcome, useDoor } from "../use-door";

// The camera and its QR reader load when someone starts the camera: no other page, nor this one's first view, carries them.
const DoorScanner = lazy(() => import("./door-scanner"));

const TONES: Record<DoorOutcome["kind"], string> = {
  admitted: "border-emerald-700 bg-emerald-50 text-emerald-900",
  alreadyUsed: "border-amber-600 bg-amber-50 text-amber-900",
  otherSession: "border-accent-700 bg-accent-50 text-accent-800",
  cancelled: "border-accent-700 bg-accent-50 text-accent-800",
  unknown: "border-accent-700 bg-accent-50 text-accent-800",
  failed: "border-accent-700 bg-accent-50 text-accent-800",
};

/**
 * The door of a session (door staff, managers, owners), phone first: the camera or a typed code,
 * one answer per scan said aloud by a live region, and the guest list kept on the device so the
 * door keeps admitting when the network is gone.
 */
export function DoorView({ data }: { data: DoorData }) {
  const { t } = useTranslation();
  const { organizer, list, language } = data;
  const { experience } = list;
  const door = useDoor(language, organizer.id, list);
  const { guests, queue, conflicts, readAt } = door.state;
  const [code, setCode] = useState("");
  const [camera, setCamera] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const title = language === "es" ? experience.titleEs : experience.titleEn;
  const time = (iso: string | null) => (iso ? formatTime(iso, experience.timeZone, language) : "—");
  const deviceName = (id: string | null) =>
    id && id === door.device
      ? t("partners.door.thisDevice")
      : t("partners.door.otherDevice", { device: (id ?? "?").slice(-4) });
  const typeOf = (guest: { typeEs: string; typeEn: string }) => (language === "es" ? guest.typeEs : guest.typeEn);
  const admitted = guests.filter((guest) => guest.checkedInAt).length;

  const say = (outcome: DoorOutcome): string => {
    switch (outcome.kind) {
      case "admitted":
        return t(outcome.offline ? "partners.door.result.admittedOffline" : "partners.door.result.admitted", {
          type: typeOf(outcome.guest),
          name: outcome.guest.name,
        });
      case "alreadyUsed":
        return t("partners.door.result.alreadyUsed", { time: time(outcome.at), device: deviceName(outcome.device) });
      case "otherSession":
        return outcome.other
          ? t("partners.door.result.otherSession", {
              title: language === "es" ? outcome.other.titleEs : outcome.other.titleEn,
              when: formatDateTime(outcome.other.startsAt, experience.timeZone, language),
            })
          : t("partners.door.result.otherSessionUnknown");
      case "cancelled":
        return t("partners.door.result.cancelled", { name: outcome.guest?.name ?? "" });
      case "unknown":
        return t(outcome.offline ? "partners.door.result.unknownOffline" : "partners.door.result.unknown");
      default:
        return t("partners.door.result.failed", { message: outcome.message });
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code;
    setCode("");
    void door.scan(typed);
    input.current?.focus();
  };

  const back =
    organizer.role === "door"
      ? partnersPaths.experience(language, organizer.id, experience.id)
      : partnersPaths.session(language, organizer.id, list.session.id);

  return (
    <div className="mx-auto max-w-xl px-4 py-4 sm:py-8">
      <p className="text-sm">
        <Link to={back} className="text-brand-700 underline underline-offset-2">
          {organizer.role === "door" ? title : t("partners.door.back")}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-neutral-900">
        {t("partners.door.title")}: {title}
      </h1>
      <p className="text-neutral-700">{partnersDateTime(list.session.startsAt, experience.timeZone, language)}</p>

      <div
        role="status"
        className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm"
        data-testid="door-network"
      >
        <span
          className={`inline-flex items-center gap-1.5 font-semibold ${door.online ? "text-emerald-800" : "text-amber-800"}`}
          data-online={door.online}
        >
          {door.online ? (
            <Wifi aria-hidden="true" className="size-4" />
          ) : (
            <WifiOff aria-hidden="true" className="size-4" />
          )}
          {door.online ? t("partners.door.online") : t("partners.door.offline")}
        </span>
        <span data-testid="door-pending">
          {queue.length > 0 ? t("partners.door.pending", { count: queue.length }) : t("partners.door.synced")}
        </span>
      </div>
      <p className="mt-1 text-sm font-semibold text-neutral-900" data-testid="door-count">
        {t("partners.door.admittedCount", { admitted, total: guests.length })}
      </p>

      <div
        role="status"
        aria-live="assertive"
        aria-atomic="true"
        data-testid="door-result"
        data-outcome={door.outcome?.outcome.kind ?? ""}
        className={`mt-4 min-h-20 rounded-md border-2 p-4 text-lg font-semibold ${
          door.outcome ? TONES[door.outcome.outcome.kind] : "border-neutral-200 bg-white text-neutral-600"
        }`}
      >
        {door.outcome ? <span key={door.outcome.id}>{say(door.outcome.outcome)}</span> : null}
      </div>

      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3" aria-label={t("partners.door.submit")}>
        <Field label={t("partners.door.codeLabel")} hint={t("partners.door.codeHint")} className="min-w-0 flex-1">
          <Input
            inputRef={input}
            name="code"
            value={code}
            onValue={setCode}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
          />
        </Field>
        <Button type="submit">{t("partners.door.submit")}</Button>
      </form>

      <div className="mt-4">
        <Button variant="secondary" onClick={() => setCamera((on) => !on)} aria-pressed={camera}>
          {camera ? (
            <CameraOff aria-hidden="true" className="size-4" />
          ) : (
            <Camera aria-hidden="true" className="size-4" />
          )}
          {camera ? t("partners.door.camera.stop") : t("partners.door.camera.start")}
        </Button>
        {camera && (
          <Suspense fallback={<p className="mt-2 text-sm text-neutral-700">{t("partners.door.camera.starting")}</p>}>
            <DoorScanner onCode={(scanned) => void door.scan(scanned)} />
          </Suspense>
        )}
      </div>

      {conflicts.length > 0 && (
        <section aria-labelledby="door-conflicts" className="mt-6 rounded-md border-2 border-amber-600 bg-amber-50 p-4">
          <h2 id="door-conflicts" className="font-semibold text-amber-900">
            {t("partners.door.conflicts.title")}
          </h2>
          <p className="mt-1 text-sm text-amber-900">{t("partners.door.conflicts.intro")}</p>
          <ul className="mt-2 grid gap-1 text-sm text-neutral-900" data-testid="door-conflicts">
            {conflicts.map((conflict) => (
              <li key={conflict.code}>
                {t("partners.door.conflicts.line", {
                  name: conflict.name || conflict.code,
                  type: typeOf(conflict),
                  time: time(conflict.checkedInAt),
                  device: deviceName(conflict.checkedInDevice),
                })}
              </li>
            ))}
          </ul>
          <Button variant="secondary" className="mt-3" onClick={door.clearConflicts}>
            {t("partners.door.conflicts.clear")}
          </Button>
        </section>
      )}

      <details className="mt-6 rounded-md border border-neutral-200 bg-white p-3">
        <summary className="cursor-pointer font-semibold text-neutral-900">
          {t("partners.door.guests.title")} ({guests.length})
        </summary>
        <p className="mt-2 text-sm text-neutral-600">
          {t("partners.door.listKept", { count: guests.length, time: time(readAt) })}
        </p>
        <ul className="mt-2 grid gap-1 text-sm" data-testid="door-guests">
          {guests.map((guest) => (
            <li key={guest.code} className="flex flex-wrap justify-between gap-x-3 border-t border-neutral-100 pt-1">
              <span className="text-neutral-900">
                {guest.name} · {typeOf(guest)}
              </span>
              <span className={guest.checkedInAt ? "text-emerald-800" : "text-neutral-600"}>
                {guest.checkedInAt
                  ? t("partners.door.guests.in", { time: time(guest.checkedInAt) })
                  : t("partners.door.guests.waiting")}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
