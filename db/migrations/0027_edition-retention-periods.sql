ALTER TABLE "editions" ADD COLUMN "retention_signups" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "retention_attendance" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "retention_quick_signup_accounts" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "retention_outbox_bodies" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD CONSTRAINT "editions_retention_ck" CHECK (retention_signups between 1 and 120 and retention_attendance between 1 and 120 and retention_quick_signup_accounts between 1 and 120 and retention_outbox_bodies between 1 and 120);