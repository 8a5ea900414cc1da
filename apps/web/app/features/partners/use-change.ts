import { useState } from "react";
import type { PendingConflict } from "./components/conflict-dialog";
import { conflictingBookingsOf, fieldErrorsOf } from "./setup-format";

/**
 * One change sent from a form or a button: pending while it runs; refused, the fields it names get
 * their messages and the form the whole one; bookings in its way go to the conflict dialog, whose
 * "keep them" sends it again with keepExisting.
 */
export function useChange({
  failure,
  onConflict,
}: {
  failure: (error: unknown) => string;
  onConflict?: (conflict: PendingConflict) => void;
}) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const run = async (send: (keepExisting: boolean) => Promise<unknown>, done: () => Promise<void>) => {
    setPending(true);
    setErrors({});
    setFormError(null);
    try {
      await send(false);
      await done();
    } catch (error) {
      const bookings = conflictingBookingsOf(error);
      if (bookings && onConflict)
        onConflict({
          bookings,
          keep: async () => {
            await send(true);
            await done();
          },
        });
      else {
        setErrors(fieldErrorsOf(error));
        setFormError(failure(error));
      }
    } finally {
      setPending(false);
    }
  };
  return { pending, errors, formError, run };
}
