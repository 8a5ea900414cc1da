// Apart from the schemas so the booking form can list them without loading zod.

/** What a booking may be for; the form offers them in this order. */
export const occasions = ["birthday", "anniversary", "date", "business", "celebration", "other"] as const;
