CREATE TABLE "ticket_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"amount" integer NOT NULL,
	"locale" text DEFAULT 'cs' NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"offer_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"order_id" integer,
	"offer_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_waitlist_amount_ck" CHECK ("ticket_waitlist"."amount" between 1 and 50),
	CONSTRAINT "ticket_waitlist_locale_ck" CHECK ("ticket_waitlist"."locale" in ('cs', 'en')),
	CONSTRAINT "ticket_waitlist_offer_ck" CHECK (("ticket_waitlist"."offer_hash" is null) = ("ticket_waitlist"."offer_expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD COLUMN "sales_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD COLUMN "sales_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD COLUMN "offer_hours" integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_waitlist_email_lower_uq" ON "ticket_waitlist" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_waitlist_offer_hash_uq" ON "ticket_waitlist" USING btree ("offer_hash");--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_sales_window_ck" CHECK ("ticket_settings"."sales_start" is null or "ticket_settings"."sales_end" is null or "ticket_settings"."sales_start" < "ticket_settings"."sales_end");--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_offer_hours_ck" CHECK ("ticket_settings"."offer_hours" between 1 and 720);--> statement-breakpoint
UPDATE "promo_codes" SET "code" = upper("code") WHERE "code" <> upper("code");