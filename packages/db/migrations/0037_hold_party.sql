-- The party of a hold's booking beside the hold: listing cards read the holds of many places at
-- once, and looking each booking up for its party was half of that read's cost. Every hold is
-- written with its booking's party (a change of party releases the holds and writes new ones).
ALTER TABLE "reservation_table_holds" ADD COLUMN "party" smallint;--> statement-breakpoint
UPDATE "reservation_table_holds" h SET "party" = r."party" FROM "reservations" r WHERE r."id" = h."reservation_id";--> statement-breakpoint
ALTER TABLE "reservation_table_holds" ALTER COLUMN "party" SET NOT NULL;
