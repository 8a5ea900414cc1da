-- The store's own texts and shipping prices are edited by its owner in the partner console: the
-- version an edit was read at, so two owners' edits from the same reading do not overwrite each other.
ALTER TABLE "stores" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
