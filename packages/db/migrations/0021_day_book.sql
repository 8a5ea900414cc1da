CREATE TABLE "day_book_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "day_book_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"place_id" integer NOT NULL,
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_notes" (
	"place_id" integer NOT NULL,
	"guest_key" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "guest_notes_place_id_guest_key_pk" PRIMARY KEY("place_id","guest_key"),
	CONSTRAINT "guest_notes_tags_ck" CHECK ("guest_notes"."tags" <@ array['vip', 'allergy', 'celebration']::text[]),
	CONSTRAINT "guest_notes_note_ck" CHECK (char_length("guest_notes"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "guest_notes" ADD CONSTRAINT "guest_notes_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "day_book_events_place_idx" ON "day_book_events" USING btree ("place_id","id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_ck" CHECK ("reservations"."source" in ('WEBSITE', 'PHONE', 'WALK_IN'));--> statement-breakpoint
-- Hand-written: Drizzle cannot declare functions or triggers. One row per change of a booking, in
-- the change's transaction, and a notification on the day_book channel delivered at its commit.
CREATE FUNCTION "day_book_record"(p_place integer, p_reservation uuid, p_kind text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO "day_book_events" ("place_id", "reservation_id", "kind")
    VALUES (p_place, p_reservation, p_kind) RETURNING "id" INTO v_id;
  PERFORM pg_notify('day_book', json_build_object(
    'id', v_id, 'placeId', p_place, 'reservationId', p_reservation, 'kind', p_kind)::text);
END
$$;
--> statement-breakpoint
CREATE FUNCTION "day_book_reservation_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "day_book_record"(NEW."place_id", NEW."id", 'created');
  ELSIF NEW."status" IS DISTINCT FROM OLD."status" THEN
    PERFORM "day_book_record"(NEW."place_id", NEW."id",
      CASE WHEN NEW."status" IN ('seated', 'completed', 'cancelled', 'no_show') THEN NEW."status" ELSE 'changed' END);
  ELSIF (NEW."party", NEW."starts_at", NEW."ends_at", NEW."zone_id", NEW."first_name", NEW."last_name", NEW."note", NEW."occasion")
      IS DISTINCT FROM (OLD."party", OLD."starts_at", OLD."ends_at", OLD."zone_id", OLD."first_name", OLD."last_name", OLD."note", OLD."occasion") THEN
    PERFORM "day_book_record"(NEW."place_id", NEW."id", 'changed');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "reservations_day_book" AFTER INSERT OR UPDATE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "day_book_reservation_changed"();
