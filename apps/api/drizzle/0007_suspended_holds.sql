-- Suspended accounts are now held out of lists by a profile_holds row (the list queries no
-- longer read the accounts table): give the accounts suspended before this one.
INSERT INTO "profile_holds" ("profile_id", "since")
SELECT "users"."id", "users"."suspended_at"
FROM "users"
JOIN "profiles" ON "profiles"."id" = "users"."id"
WHERE "users"."suspended_at" IS NOT NULL
ON CONFLICT ("profile_id") DO NOTHING;
