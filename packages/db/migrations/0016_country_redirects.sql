-- The old country pages are reference data: every install answers them, demo places or not.
INSERT INTO "legacy_redirects" ("from_path", "to_path", "kind") VALUES ('/mexico/', '/mx/', 'country'), ('/colombia/', '/co/', 'country'), ('/costa-rica/', '/cr/', 'country') ON CONFLICT ("from_path") DO UPDATE SET "to_path" = excluded."to_path", "kind" = excluded."kind";
