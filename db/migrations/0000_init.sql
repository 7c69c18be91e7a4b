CREATE TABLE "access_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"code_hash" text NOT NULL,
	"conference" boolean DEFAULT false NOT NULL,
	"seminars" boolean DEFAULT false NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_codes_codeHash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_codes_codeHash_unique" UNIQUE("code_hash"),
	CONSTRAINT "auth_codes_kind_ck" CHECK ("auth_codes"."kind" in ('confirm', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "embeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"type" integer DEFAULT 2 NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now(),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embeds_type_ck" CHECK ("embeds"."type" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_embeds" (
	"event_id" integer NOT NULL,
	"embed_id" integer NOT NULL,
	CONSTRAINT "event_embeds_event_id_embed_id_pk" PRIMARY KEY("event_id","embed_id")
);
--> statement-breakpoint
CREATE TABLE "event_files" (
	"event_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "event_files_event_id_file_id_pk" PRIMARY KEY("event_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "event_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_speakers" (
	"event_id" integer NOT NULL,
	"speaker_id" integer NOT NULL,
	CONSTRAINT "event_speakers_event_id_speaker_id_pk" PRIMARY KEY("event_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"slug" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"eventtype_id" integer NOT NULL,
	"location_id" integer,
	"hall_id" integer,
	"exhibitor_id" integer,
	"image_id" integer,
	"max_users" integer,
	"description" text,
	"description_en" text,
	"address" text,
	"facebook_link" text,
	"is_premiere" boolean DEFAULT false NOT NULL,
	"access_control" text DEFAULT 'public' NOT NULL,
	"speakers_order" text DEFAULT '' NOT NULL,
	"users_present" text DEFAULT '' NOT NULL,
	"contact" text,
	"contact_email" text,
	"published_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(name, '') || ' ' || coalesce(name_en, ''), 'ÁÄČĎÉĚËÍĽĹŇÓÔÖŔŘŠŤÚŮÜÝŽáäčďéěëíľĺňóôöŕřšťúůüýž', 'AACDEEEILLNOOORRSTUUUYZaacdeeeillnooorrstuuuyz'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_range_ck" CHECK ("events"."end" >= "events"."start"),
	CONSTRAINT "events_max_users_ck" CHECK ("events"."max_users" is null or "events"."max_users" between 0 and 100000),
	CONSTRAINT "events_access_control_ck" CHECK (access_control in ('public', 'only_users', 'only_registred_users', 'only_unregitered', 'private'))
);
--> statement-breakpoint
CREATE TABLE "exhibitor_editors" (
	"exhibitor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "exhibitor_editors_exhibitor_id_user_id_pk" PRIMARY KEY("exhibitor_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exhibitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"slug" text NOT NULL,
	"description" text,
	"description_en" text,
	"logo_id" integer,
	"ispublic" boolean DEFAULT false NOT NULL,
	"person" text,
	"phone" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"alternative_text" text,
	"caption" text,
	"hash" text NOT NULL,
	"ext" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"url" text NOT NULL,
	"formats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"description" text,
	"description_en" text,
	"broadcast" text,
	"slido" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "halls_broadcast_ck" CHECK ("halls"."broadcast" is null or "halls"."broadcast" ~ '^(vimeo|youtube):[A-Za-z0-9_-]+$')
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"template" text NOT NULL,
	"locale" text DEFAULT 'cs' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_ck" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed', 'kept'))
);
--> statement-breakpoint
CREATE TABLE "menu_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text DEFAULT 'cs' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"page_id" integer,
	CONSTRAINT "menu_pages_locale_ck" CHECK ("menu_pages"."locale" in ('cs', 'en'))
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"locale" text DEFAULT 'cs' NOT NULL,
	"localization_group" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_locale_ck" CHECK ("pages"."locale" in ('cs', 'en'))
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"image_id" integer,
	"group" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partners_group_ck" CHECK ("group" in ('main', 'gold', 'silver', 'technology', 'academy', 'space', 'cars', 'main media', 'media', 'supporting'))
);
--> statement-breakpoint
CREATE TABLE "patrons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"job" text,
	"job_en" text,
	"description" text,
	"description_en" text,
	"image_id" integer,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_ck" CHECK (char_length("promo_codes"."code") between 1 and 63),
	CONSTRAINT "promo_codes_discount_ck" CHECK ("promo_codes"."discount" between 0 and 100),
	CONSTRAINT "promo_codes_max_uses_ck" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name"),
	CONSTRAINT "roles_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY DEFAULT 0 NOT NULL,
	"name" text DEFAULT 'Týden inovací ČR' NOT NULL,
	"name_en" text,
	"logo_id" integer,
	"image_id" integer,
	"patrons_order" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_ck" CHECK ("settings"."id" = 0)
);
--> statement-breakpoint
CREATE TABLE "speaker_editors" (
	"speaker_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "speaker_editors_speaker_id_user_id_pk" PRIMARY KEY("speaker_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"job" text,
	"job_en" text,
	"description" text,
	"description_en" text,
	"image_id" integer,
	"web_link" text,
	"linkedin_link" text,
	"website" text,
	"published_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(translate(coalesce(name, '') || ' ' || coalesce(job, '') || ' ' || coalesce(job_en, ''), 'ÁÄČĎÉĚËÍĽĹŇÓÔÖŔŘŠŤÚŮÜÝŽáäčďéěëíľĺňóôöŕřšťúůüýž', 'AACDEEEILLNOOORRSTUUUYZaacdeeeillnooorrstuuuyz'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"user_id" integer,
	"type" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'CZK' NOT NULL,
	"unit_price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"promo_code_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"street" text,
	"city" text,
	"zip" text,
	"country" text,
	"invoice_name" text,
	"invoice_street" text,
	"invoice_city" text,
	"invoice_zip" text,
	"invoice_country" text,
	"invoice_regnumber" text,
	"invoice_vat" text,
	"billing_email" text,
	"locale" text DEFAULT 'cs' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_orders_publicId_unique" UNIQUE("public_id"),
	CONSTRAINT "ticket_orders_type_ck" CHECK ("ticket_orders"."type" in (1, 2)),
	CONSTRAINT "ticket_orders_amount_ck" CHECK ("ticket_orders"."amount" between 1 and 50),
	CONSTRAINT "ticket_orders_discount_ck" CHECK ("ticket_orders"."discount" between 0 and 100),
	CONSTRAINT "ticket_orders_money_ck" CHECK ("ticket_orders"."unit_price" >= 0 and "ticket_orders"."total" >= 0),
	CONSTRAINT "ticket_orders_status_ck" CHECK ("ticket_orders"."status" in ('new', 'invoiced', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"confirmed" boolean DEFAULT false NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"role_id" integer DEFAULT 2 NOT NULL,
	"locale" text DEFAULT 'cs' NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"company" text,
	"street" text,
	"city" text,
	"zip" text,
	"country" text,
	"has_ticket" boolean DEFAULT false NOT NULL,
	"invoice_name" text,
	"invoice_street" text,
	"invoice_city" text,
	"invoice_zip" text,
	"invoice_country" text,
	"invoice_regnumber" text,
	"invoice_vat" text,
	"billing_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_locale_ck" CHECK ("users"."locale" in ('cs', 'en'))
);
--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_embeds" ADD CONSTRAINT "event_embeds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_embeds" ADD CONSTRAINT "event_embeds_embed_id_embeds_id_fk" FOREIGN KEY ("embed_id") REFERENCES "public"."embeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_files" ADD CONSTRAINT "event_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_joins" ADD CONSTRAINT "event_joins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_joins" ADD CONSTRAINT "event_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_speakers" ADD CONSTRAINT "event_speakers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_speakers" ADD CONSTRAINT "event_speakers_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_eventtype_id_event_types_id_fk" FOREIGN KEY ("eventtype_id") REFERENCES "public"."event_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_editors" ADD CONSTRAINT "exhibitor_editors_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_editors" ADD CONSTRAINT "exhibitor_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_logo_id_files_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_pages" ADD CONSTRAINT "menu_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patrons" ADD CONSTRAINT "patrons_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_logo_id_files_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_editors" ADD CONSTRAINT "speaker_editors_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_editors" ADD CONSTRAINT "speaker_editors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_image_id_files_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_user_idx" ON "auth_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_embeds_embed_idx" ON "event_embeds" USING btree ("embed_id");--> statement-breakpoint
CREATE INDEX "event_files_file_idx" ON "event_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_joins_event_user_uq" ON "event_joins" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "event_joins_user_idx" ON "event_joins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_speakers_speaker_idx" ON "event_speakers" USING btree ("speaker_id");--> statement-breakpoint
CREATE INDEX "events_type_start_idx" ON "events" USING btree ("eventtype_id","start");--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start");--> statement-breakpoint
CREATE INDEX "events_hall_idx" ON "events" USING btree ("hall_id","start");--> statement-breakpoint
CREATE INDEX "events_location_idx" ON "events" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "events_exhibitor_idx" ON "events" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE INDEX "events_published_idx" ON "events" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "exhibitor_editors_user_idx" ON "exhibitor_editors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exhibitors_name_idx" ON "exhibitors" USING btree ("name");--> statement-breakpoint
CREATE INDEX "exhibitors_public_idx" ON "exhibitors" USING btree ("ispublic");--> statement-breakpoint
CREATE INDEX "halls_name_idx" ON "halls" USING btree ("name");--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "menu_pages_locale_idx" ON "menu_pages" USING btree ("locale","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_group_locale_uq" ON "pages" USING btree ("localization_group","locale");--> statement-breakpoint
CREATE INDEX "pages_locale_idx" ON "pages" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "partners_group_idx" ON "partners" USING btree ("group","position");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_lower_uq" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "speaker_editors_user_idx" ON "speaker_editors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "speakers_name_idx" ON "speakers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "speakers_published_idx" ON "speakers" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "ticket_orders_user_idx" ON "ticket_orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ticket_orders_promo_idx" ON "ticket_orders" USING btree ("promo_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");