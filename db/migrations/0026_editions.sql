-- Editions (decision 146). Today's data becomes the 2021 edition's: the edition is created first
-- and made current, so every column added below takes its id through its default; the users
-- who had a ticket become the 2021 edition's ticket holders; the single ticket setting becomes
-- the 2021 edition's.
CREATE TABLE "editions" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"main_day" date NOT NULL,
	"programme_start" date NOT NULL,
	"programme_end" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editions_year_unique" UNIQUE("year"),
	CONSTRAINT "editions_state_ck" CHECK (state in ('draft', 'current', 'archived')),
	CONSTRAINT "editions_year_ck" CHECK ("editions"."year" between 2000 and 2999),
	CONSTRAINT "editions_dates_ck" CHECK ("editions"."programme_start" <= "editions"."main_day" and "editions"."main_day" <= "editions"."programme_end")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "editions_one_current_uq" ON "editions" USING btree ("state") WHERE "editions"."state" = 'current';--> statement-breakpoint
INSERT INTO "editions" ("year", "name", "name_en", "main_day", "programme_start", "programme_end", "state")
VALUES (2021, 'Týden inovací ČR 2021', 'Czech Innovation Week 2021', '2021-10-11', '2021-10-04', '2021-10-24', 'current');--> statement-breakpoint
CREATE FUNCTION current_edition_id() RETURNS integer LANGUAGE sql STABLE AS $$ SELECT id FROM editions WHERE state = 'current' $$;--> statement-breakpoint
CREATE TABLE "edition_ticket_holders" (
	"edition_id" integer DEFAULT current_edition_id() NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edition_ticket_holders_edition_id_user_id_pk" PRIMARY KEY("edition_id","user_id")
);
--> statement-breakpoint
INSERT INTO "edition_ticket_holders" ("user_id") SELECT "id" FROM "users" WHERE "has_ticket";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "has_ticket";--> statement-breakpoint
DROP INDEX "promo_codes_code_lower_uq";--> statement-breakpoint
DROP INDEX "ticket_waitlist_email_lower_uq";--> statement-breakpoint
DROP INDEX "tickets_holder_uq";--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_settings" DROP CONSTRAINT "ticket_settings_single_ck";--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD COLUMN "edition_id" integer DEFAULT current_edition_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_settings" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD PRIMARY KEY ("edition_id");--> statement-breakpoint
ALTER TABLE "edition_ticket_holders" ADD CONSTRAINT "edition_ticket_holders_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_ticket_holders" ADD CONSTRAINT "edition_ticket_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "edition_ticket_holders_user_idx" ON "edition_ticket_holders" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_waitlist" ADD CONSTRAINT "ticket_waitlist_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_edition_start_idx" ON "events" USING btree ("edition_id","start");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_edition_code_lower_uq" ON "promo_codes" USING btree ("edition_id",lower("code"));--> statement-breakpoint
CREATE INDEX "ticket_orders_edition_idx" ON "ticket_orders" USING btree ("edition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_waitlist_edition_email_lower_uq" ON "ticket_waitlist" USING btree ("edition_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_edition_holder_uq" ON "tickets" USING btree ("edition_id","holder_user_id") WHERE "tickets"."voided_at" is null;
