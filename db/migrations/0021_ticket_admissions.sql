ALTER TABLE "tickets" ADD COLUMN "admitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "admitted_device" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "admitted_by" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_admitted_by_users_id_fk" FOREIGN KEY ("admitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;