CREATE TABLE "order_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'CZK' NOT NULL,
	"booked_on" date NOT NULL,
	"counter_account" text DEFAULT '' NOT NULL,
	"variable_symbol" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"bank_payment_id" integer,
	"reverses_id" integer,
	"recorded_by_id" integer,
	"recorded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_reversesId_unique" UNIQUE("reverses_id"),
	CONSTRAINT "order_payments_source_ck" CHECK (source in ('statement', 'manual')),
	CONSTRAINT "order_payments_sign_ck" CHECK (("order_payments"."reverses_id" is null) = ("order_payments"."amount_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text DEFAULT 'CZK' NOT NULL,
	"counter_account" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'toRefund' NOT NULL,
	"refunded_on" date,
	"refunded_by_id" integer,
	"refunded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_ck" CHECK ("order_refunds"."amount_minor" > 0),
	CONSTRAINT "order_refunds_state_ck" CHECK (state in ('toRefund', 'refunded')),
	CONSTRAINT "order_refunds_refunded_ck" CHECK (("order_refunds"."state" = 'refunded') = ("order_refunds"."refunded_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "bank_payments" DROP CONSTRAINT "bank_payments_order_id_ticket_orders_id_fk";
--> statement-breakpoint
DROP INDEX "bank_payments_order_idx";--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "paid_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "payment_state" text DEFAULT 'awaiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_bank_payment_id_bank_payments_id_fk" FOREIGN KEY ("bank_payment_id") REFERENCES "public"."bank_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_reverses_id_order_payments_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."order_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_refunded_by_id_users_id_fk" FOREIGN KEY ("refunded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_bank_payment_idx" ON "order_payments" USING btree ("bank_payment_id");--> statement-breakpoint
CREATE INDEX "order_payments_booked_on_idx" ON "order_payments" USING btree ("booked_on");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_state_idx" ON "order_refunds" USING btree ("state");--> statement-breakpoint
CREATE INDEX "ticket_orders_payment_state_idx" ON "ticket_orders" USING btree ("payment_state");--> statement-breakpoint
-- The ledger starts from what was recorded (decision 075): each statement line an order took (but
-- not the lines of an order whose payment was taken back, which wait to be assigned again), and for
-- an order marked paid by hand the rest of its total, booked on its payment day in Prague.
INSERT INTO "order_payments" ("order_id", "amount_minor", "currency", "booked_on", "counter_account", "variable_symbol", "message", "source", "bank_payment_id", "created_at")
SELECT b."order_id", b."amount_minor", b."currency", b."date", b."counter_account", b."variable_symbol", b."message", 'statement', b."id", b."created_at"
FROM "bank_payments" b JOIN "ticket_orders" o ON o."id" = b."order_id"
WHERE o."status" <> 'awaiting'
   OR (SELECT sum(x."amount_minor") FROM "bank_payments" x WHERE x."order_id" = o."id") < o."total_with_vat" * 100
ORDER BY b."id";--> statement-breakpoint
INSERT INTO "order_payments" ("order_id", "amount_minor", "currency", "booked_on", "variable_symbol", "source", "created_at")
SELECT o."id", o."total_with_vat" * 100 - coalesce(s."sum", 0), o."currency", (o."paid_at" AT TIME ZONE 'Europe/Prague')::date, o."variable_symbol", 'manual', o."paid_at"
FROM "ticket_orders" o LEFT JOIN (SELECT "order_id", sum("amount_minor") AS "sum" FROM "order_payments" GROUP BY "order_id") s ON s."order_id" = o."id"
WHERE o."paid_at" IS NOT NULL AND o."total_with_vat" * 100 > coalesce(s."sum", 0)
ORDER BY o."id";--> statement-breakpoint
UPDATE "ticket_orders" o SET "paid_minor" = coalesce((SELECT sum(p."amount_minor") FROM "order_payments" p WHERE p."order_id" = o."id"), 0);--> statement-breakpoint
UPDATE "ticket_orders" SET "payment_state" = CASE
  WHEN "status" = 'cancelled' THEN 'cancelled'
  WHEN "status" = 'paid' AND "paid_minor" > "total_with_vat" * 100 THEN 'overpaid'
  WHEN "status" = 'paid' THEN 'paid'
  WHEN "paid_minor" > 0 THEN 'partlyPaid'
  ELSE 'awaiting' END;--> statement-breakpoint
ALTER TABLE "bank_payments" DROP COLUMN "order_id";--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_payment_state_ck" CHECK (payment_state in ('awaiting', 'partlyPaid', 'paid', 'overpaid', 'cancelled'));