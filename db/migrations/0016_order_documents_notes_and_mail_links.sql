CREATE TABLE "ticket_order_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_on" date NOT NULL,
	"taxable_on" date NOT NULL,
	"paid_on" date,
	"credits_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_order_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "ticket_order_documents_kind_ck" CHECK (kind in ('invoice', 'creditNote')),
	CONSTRAINT "ticket_order_documents_credit_ck" CHECK (("ticket_order_documents"."kind" = 'creditNote') = ("ticket_order_documents"."credits_id" is not null and "ticket_order_documents"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "ticket_order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_orders" DROP CONSTRAINT "ticket_orders_creditNoteNumber_unique";--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_series_ck";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_order_documents" ADD CONSTRAINT "ticket_order_documents_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_documents" ADD CONSTRAINT "ticket_order_documents_credits_id_ticket_order_documents_id_fk" FOREIGN KEY ("credits_id") REFERENCES "public"."ticket_order_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_notes" ADD CONSTRAINT "ticket_order_notes_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_order_notes" ADD CONSTRAINT "ticket_order_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_order_documents_order_idx" ON "ticket_order_documents" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_order_documents_credits_uq" ON "ticket_order_documents" USING btree ("credits_id");--> statement-breakpoint
CREATE INDEX "ticket_order_notes_order_idx" ON "ticket_order_notes" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_order_idx" ON "mail_outbox" USING btree ("order_id");--> statement-breakpoint
-- Decision 078: every order placed before it was invoiced at ordering; that invoice (numbered
-- with the order) stays its tax document, dated as it was, and its credit note stays with it.
INSERT INTO "ticket_order_documents" ("order_id", "kind", "number", "issued_on", "taxable_on", "created_at")
  SELECT "id", 'invoice', "number", "issued_on", "issued_on", "created_at" FROM "ticket_orders";--> statement-breakpoint
INSERT INTO "ticket_order_documents" ("order_id", "kind", "number", "issued_on", "taxable_on", "credits_id", "reason", "created_at")
  SELECT o."id", 'creditNote', o."credit_note_number", o."credit_note_issued_on", o."credit_note_issued_on", d."id", 'cancelled', coalesce(o."cancelled_at", o."updated_at")
  FROM "ticket_orders" o JOIN "ticket_order_documents" d ON d."order_id" = o."id" AND d."kind" = 'invoice'
  WHERE o."credit_note_number" IS NOT NULL;--> statement-breakpoint
-- Orders keep numbering on from where the invoices were; tax documents continue the invoice series.
INSERT INTO "document_counters" ("series", "year", "last")
  SELECT 'order', "year", "last" FROM "document_counters" WHERE "series" = 'invoice';--> statement-breakpoint
ALTER TABLE "ticket_orders" DROP COLUMN "credit_note_number";--> statement-breakpoint
ALTER TABLE "ticket_orders" DROP COLUMN "credit_note_issued_on";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_ck" CHECK (series in ('order', 'invoice', 'creditNote'));