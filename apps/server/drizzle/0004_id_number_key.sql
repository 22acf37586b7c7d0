-- DECISIONS 40: ID numbers are compared on a key, the domain's idNumberKey (packages/domain/src/members.ts):
-- NFKC, case-folded, without spaces, dashes, dots, slashes and invisible characters. New and updated
-- members get the key from the server; existing ones get it here, by the same steps in SQL (the
-- character class is the domain's ID_NUMBER_KEY_IGNORED; lower/upper fold ASCII letters exactly as
-- the domain does, other letters as the database's collation does).
CREATE TABLE "id_number_key_collisions" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"id_number" text NOT NULL,
	"key" text NOT NULL,
	"same_as_member_id" uuid NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "id_number_key_collisions" ADD CONSTRAINT "id_number_key_collisions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_number_key_collisions" ADD CONSTRAINT "id_number_key_collisions_same_as_member_id_members_id_fk" FOREIGN KEY ("same_as_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "id_number_key" text;--> statement-breakpoint
UPDATE "members" SET "id_number_key" = regexp_replace(
	normalize(replace(lower(upper(normalize("id_number", NFKC))), 'ς', 'σ'), NFKC),
	'[-\t\n\v\f\r \u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\u058A\u05BE\u1400\u1806\u2010-\u2015\u2212\u2E17\u2E1A\u2E3A\u2E3B\u2E40\u301C\u3030\u30A0\uFE31\uFE32\uFE58\uFE63\uFF0D.\u3002\uFF0E/\\\u2044\u2215\uFF0F\u00AD\u200B-\u200D\u2060\uFEFF]', '', 'g'
);--> statement-breakpoint
-- Members whose keys collide are all kept: the oldest of each group keeps the key, the others get it
-- suffixed with '#<member id>' (unique, and no typed ID number's key looks like that) and are listed
-- in id_number_key_collisions, which the server reports at start-up until their ID number is corrected.
INSERT INTO "id_number_key_collisions" ("member_id", "id_number", "key", "same_as_member_id")
SELECT "id", "id_number", "id_number_key", "first_id" FROM (
	SELECT "id", "id_number", "id_number_key",
		first_value("id") OVER w AS "first_id",
		row_number() OVER w AS "n"
	FROM "members"
	WINDOW w AS (PARTITION BY "id_number_key" ORDER BY "created_at", "id")
) AS "ranked"
WHERE "n" > 1;--> statement-breakpoint
UPDATE "members" SET "id_number_key" = "members"."id_number_key" || '#' || "members"."id"
FROM "id_number_key_collisions" AS "c" WHERE "c"."member_id" = "members"."id";--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "id_number_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "members_id_number_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "members_id_number_key_idx" ON "members" USING btree ("id_number_key");
