CREATE TABLE "member_import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"imported" integer NOT NULL,
	"refused" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"undone_at" timestamp with time zone,
	"undone_by" text
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "import_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "member_import_batches" ADD CONSTRAINT "member_import_batches_created_by_admins_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_import_batches" ADD CONSTRAINT "member_import_batches_undone_by_admins_user_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_import_batches_created_at_idx" ON "member_import_batches" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_import_batch_id_member_import_batches_id_fk" FOREIGN KEY ("import_batch_id") REFERENCES "public"."member_import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_import_batch_idx" ON "members" USING btree ("import_batch_id") WHERE import_batch_id is not null;