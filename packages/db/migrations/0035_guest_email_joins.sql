-- A proven e-mail's guest bookings and ticket orders (no account yet) become the account's at its
-- verification and at each sign-in: found by the address in any case, among guest rows only.
CREATE INDEX "reservations_guest_email_idx" ON "reservations" USING btree (lower("email")) WHERE "user_id" is null;--> statement-breakpoint
CREATE INDEX "experience_orders_guest_email_idx" ON "experience_orders" USING btree (lower("email")) WHERE "user_id" is null;
