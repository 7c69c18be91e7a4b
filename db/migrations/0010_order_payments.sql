CREATE TABLE "bank_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" text NOT NULL,
	"date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"variable_symbol" text NOT NULL,
	"counter_account" text NOT NULL,
	"message" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_payments_bankId_unique" UNIQUE("bank_id")
);
--> statement-breakpoint
ALTER TABLE "access_codes" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "credit_note_issued_on" date;--> statement-breakpoint
ALTER TABLE "bank_payments" ADD CONSTRAINT "bank_payments_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_payments_order_idx" ON "bank_payments" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_codes_order_idx" ON "access_codes" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_creditNoteNumber_unique" UNIQUE("credit_note_number");--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_cancelled_ck" CHECK ("ticket_orders"."status" <> 'cancelled' or "ticket_orders"."cancelled_at" is not null);