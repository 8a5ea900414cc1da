-- Each line of the partner audit log belongs to exactly one business: a venue, an organizer or a store.
ALTER TABLE "partner_audit_log" ADD CONSTRAINT "partner_audit_log_one_business_check" CHECK (num_nonnulls("partner_audit_log"."place_id", "partner_audit_log"."organizer_id", "partner_audit_log"."store_id") = 1);
