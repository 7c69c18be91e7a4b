ALTER TABLE "event_joins" ADD COLUMN "reconfirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_joins" ADD COLUMN "reconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reconfirm_hours" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reconfirm_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "star_notices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "event_joins_reconfirm_idx" ON "event_joins" USING btree ("reconfirm_by") WHERE "event_joins"."reconfirm_by" is not null and "event_joins"."reconfirmed_at" is null;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reconfirm_hours_ck" CHECK ("events"."reconfirm_hours" is null or "events"."reconfirm_hours" between 2 and 168);