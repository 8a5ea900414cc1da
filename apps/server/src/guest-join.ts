/** Where the services' own background steps report (the app's logger; silent by default). */
export interface ServicesLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export const silentLog: ServicesLog = { info: () => undefined, error: () => undefined };

/** One domain's join: how many of its guest rows with that e-mail became the account's. */
type GuestJoin = (userId: string, email: string) => Promise<number>;

/**
 * The accounts domain's onEmailProven hook: the guest bookings and ticket orders of a proven
 * e-mail become the account's, each domain through its own use case. Never throws: a failed part
 * is logged and runs again at the account's next sign-in (the joins are idempotent). The log line
 * counts what was joined, never the address.
 */
export function joinGuestRows(parts: { reservations: GuestJoin; ticketOrders: GuestJoin }, log: ServicesLog) {
  return async (userId: string, email: string): Promise<void> => {
    const [reservations, ticketOrders] = await Promise.allSettled([
      parts.reservations(userId, email),
      parts.ticketOrders(userId, email),
    ]);
    const joined = {
      reservations: reservations.status === "fulfilled" ? reservations.value : null,
      ticketOrders: ticketOrders.status === "fulfilled" ? ticketOrders.value : null,
    };
    for (const [part, outcome] of Object.entries({ reservations, ticketOrders }))
      if (outcome.status === "rejected")
        log.error({ err: outcome.reason, userId, part }, "guest rows: join failed; retried at next sign-in");
    if (joined.reservations || joined.ticketOrders) log.info({ userId, joined }, "guest rows joined to the account");
  };
}
