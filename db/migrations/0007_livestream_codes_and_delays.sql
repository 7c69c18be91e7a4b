ALTER TABLE "access_codes" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "delay_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "delay_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_delay_ck" CHECK ("halls"."delay_minutes" between 0 and 180);