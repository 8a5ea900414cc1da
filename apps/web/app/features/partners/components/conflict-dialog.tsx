import type { ConflictingBooking } from "@sobremesa/contracts";
import { formatWallTime } from "@sobremesa/contracts";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { wallDate } from "../setup-format";

export interface PendingConflict {
  bookings: ConflictingBooking[];
  /** Sends the same change again, keeping the bookings. */
  keep: () => Promise<void>;
}

/**
 * A setup change would leave confirmed bookings without their time: the dialog lists them and asks
 * whether to go ahead and keep them (the venue then deals with them itself) or to go back.
 */
export function ConflictDialog({ conflict, onClose }: { conflict: PendingConflict; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Dialog
      onDismiss={() => !busy && onClose()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="setup-conflict"
      className="m-auto w-[min(34rem,calc(100vw-2rem))] rounded-md bg-white p-6 shadow-raised backdrop:bg-neutral-900/40"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-neutral-900">
        {t("partners.setup.conflict.title", { count: conflict.bookings.length })}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-neutral-700">
        {t("partners.setup.conflict.text")}
      </p>
      <ul className="mt-4 max-h-64 divide-y divide-neutral-200 overflow-y-auto rounded-md border border-neutral-200">
        {conflict.bookings.map((booking) => (
          <li key={booking.id} className="p-3 text-sm" data-testid="conflicting-booking">
            <p className="font-semibold text-neutral-900">
              {booking.name} · {t("partners.setup.conflict.party", { count: booking.party })}
            </p>
            <p className="text-neutral-700">
              {wallDate(booking.date, language)}, {formatWallTime(booking.time, language)} ·{" "}
              {t("partners.setup.conflict.code", { code: booking.code })}
            </p>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-3 text-sm font-semibold text-accent-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {t("partners.setup.conflict.back")}
        </Button>
        <Button
          variant="primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setError(null);
            try {
              await conflict.keep();
              onClose();
            } catch (failure) {
              setError(failure instanceof Error ? failure.message : t("partners.errors.generic"));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t("partners.setup.conflict.keep")}
        </Button>
      </div>
    </Dialog>
  );
}
