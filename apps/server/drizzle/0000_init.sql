CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" text,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"maiden_name" text,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"civil_status" text NOT NULL,
	"contact_number" text NOT NULL,
	"role" text NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"approved_by" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"username" text,
	"display_username" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"id_number" text NOT NULL,
	"reference_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text NOT NULL,
	"suffix" text,
	"maiden_name" text,
	"barangay" text NOT NULL,
	"house_street" text,
	"complete_address" text NOT NULL,
	"gender" text,
	"civil_status" text,
	"phone_number" text,
	"dob" date NOT NULL,
	"registration_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"id_picture_key" text,
	"signature_key" text,
	"qr_code_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by" text
);
--> statement-breakpoint
CREATE TABLE "members_beneficiary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"middle_name" text,
	"suffix" text,
	"gender" text NOT NULL,
	"dob" date NOT NULL,
	"age" smallint NOT NULL,
	"relationship" text NOT NULL,
	"relationship_other" text,
	"pwd" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"spouse_order" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text
);
--> statement-breakpoint
CREATE TABLE "renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"previous_expiry" date NOT NULL,
	"new_expiry" date NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_by" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "claimed_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"specific_procedure" text,
	"category" text NOT NULL,
	"institution" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"service_date" date NOT NULL,
	"beneficiary_use" boolean DEFAULT false NOT NULL,
	"beneficiary_id" uuid,
	"beneficiary_name" text,
	"membership_year" integer NOT NULL,
	"membership_year_index" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "service_limit_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_type" text NOT NULL,
	"old_max_centavos" integer NOT NULL,
	"new_max_centavos" integer NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_limits" (
	"service_type" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"max_centavos" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_admin_id_admins_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_created_by_admins_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_archived_by_admins_user_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members_beneficiary" ADD CONSTRAINT "members_beneficiary_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members_beneficiary" ADD CONSTRAINT "members_beneficiary_removed_by_admins_user_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewals" ADD CONSTRAINT "renewals_renewed_by_admins_user_id_fk" FOREIGN KEY ("renewed_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claimed_services" ADD CONSTRAINT "claimed_services_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claimed_services" ADD CONSTRAINT "claimed_services_beneficiary_id_members_beneficiary_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."members_beneficiary"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claimed_services" ADD CONSTRAINT "claimed_services_created_by_admins_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_limit_changes" ADD CONSTRAINT "service_limit_changes_service_type_service_limits_service_type_fk" FOREIGN KEY ("service_type") REFERENCES "public"."service_limits"("service_type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_limit_changes" ADD CONSTRAINT "service_limit_changes_changed_by_admins_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_limits" ADD CONSTRAINT "service_limits_updated_by_admins_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_created_at_idx" ON "activity_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_idx" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_lower_idx" ON "admins" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "members_id_number_idx" ON "members" USING btree ("id_number");--> statement-breakpoint
CREATE UNIQUE INDEX "members_reference_number_idx" ON "members" USING btree ("reference_number");--> statement-breakpoint
CREATE UNIQUE INDEX "members_duplicate_key_idx" ON "members" USING btree (lower(trim("last_name")),lower(trim("first_name")),lower(trim("middle_name")),"dob","barangay");--> statement-breakpoint
CREATE INDEX "members_registration_date_idx" ON "members" USING btree ("registration_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "members_barangay_idx" ON "members" USING btree ("barangay");--> statement-breakpoint
CREATE INDEX "members_beneficiary_member_idx" ON "members_beneficiary" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "renewals_member_idx" ON "renewals" USING btree ("member_id","renewed_at");--> statement-breakpoint
CREATE INDEX "claimed_services_member_service_date_idx" ON "claimed_services" USING btree ("member_id","service_type","service_date");--> statement-breakpoint
CREATE INDEX "service_limit_changes_changed_at_idx" ON "service_limit_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE VIEW "public"."claims_history" AS (select cs.* from "claimed_services" cs join "members" m on m.id = cs.member_id where (m.registration_date + make_interval(years => cs.membership_year_index + 1))::date <= (now() at time zone 'Asia/Manila')::date);