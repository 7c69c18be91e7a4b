CREATE TABLE "event_change_notices" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"told" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer,
	"sender_name" text NOT NULL,
	"event_id" integer,
	"audience" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"subject_en" text,
	"text_en" text,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_messages_audience_ck" CHECK (audience in ('attendees', 'waiting', 'ticketHolders'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD COLUMN "late_notice_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_change_notices" ADD CONSTRAINT "event_change_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_messages_event_idx" ON "event_messages" USING btree ("event_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_message_id_event_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."event_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_message_idx" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD CONSTRAINT "ticket_settings_late_notice_ck" CHECK ("ticket_settings"."late_notice_minutes" between 1 and 180);