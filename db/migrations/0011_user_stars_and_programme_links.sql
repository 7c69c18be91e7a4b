CREATE TABLE "programme_links" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programme_links_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "programme_links_kind_ck" CHECK ("programme_links"."kind" in ('share', 'feed'))
);
--> statement-breakpoint
CREATE TABLE "user_stars" (
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_stars_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "programme_links" ADD CONSTRAINT "programme_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stars" ADD CONSTRAINT "user_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stars" ADD CONSTRAINT "user_stars_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_links_token_uq" ON "programme_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "user_stars_event_idx" ON "user_stars" USING btree ("event_id");