CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_year_pk" PRIMARY KEY("series","year"),
	CONSTRAINT "document_counters_series_ck" CHECK (series in ('invoice', 'creditNote')),
	CONSTRAINT "document_counters_last_ck" CHECK ("document_counters"."last" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ticket_settings" (
	"id" integer PRIMARY KEY DEFAULT 0 NOT NULL,
	"vat_rate" integer DEFAULT 21 NOT NULL,
	"quota" integer,
	"payment_due_days" integer DEFAULT 14 NOT NULL,
	"self_declared_tickets" boolean DEFAULT false NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"supplier_street" text DEFAULT '' NOT NULL,
	"supplier_city" text DEFAULT '' NOT NULL,
	"supplier_zip" text DEFAULT '' NOT NULL,
	"supplier_country" text DEFAULT 'Česká republika' NOT NULL,
	"supplier_regnumber" text DEFAULT '' NOT NULL,
	"supplier_vat" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_settings_single_ck" CHECK ("ticket_settings"."id" = 0),
	CONSTRAINT "ticket_settings_vat_rate_ck" CHECK ("ticket_settings"."vat_rate" between 0 and 100),
	CONSTRAINT "ticket_settings_quota_ck" CHECK ("ticket_settings"."quota" is null or "ticket_settings"."quota" between 0 and 1000000),
	CONSTRAINT "ticket_settings_due_days_ck" CHECK ("ticket_settings"."payment_due_days" between 0 and 365)
);
--> statement-breakpoint
INSERT INTO "ticket_settings" ("id") VALUES (0) ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_discount_ck";--> statement-breakpoint
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_max_uses_ck";--> statement-breakpoint
ALTER TABLE "ticket_orders" DROP CONSTRAINT "ticket_orders_money_ck";--> statement-breakpoint
ALTER TABLE "ticket_orders" DROP CONSTRAINT "ticket_orders_status_ck";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Codes stored before the rules of 0006: a 0 % code becomes 1 %, an unusable limit of 0 uses becomes 1.
UPDATE "promo_codes" SET "discount" = 1 WHERE "discount" < 1;--> statement-breakpoint
UPDATE "promo_codes" SET "max_uses" = 1 WHERE "max_uses" < 1;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "variable_symbol" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "list_unit_price" integer;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "total_without_vat" integer;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "vat" integer;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "total_with_vat" integer;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "supplier" jsonb;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "request_hash" text;--> statement-breakpoint
-- Orders stored before 0006 (the demo's): numbered per Prague year in id order, priced as
-- the price list did (21 % VAT on the stored total), new and invoiced ones awaiting payment.
UPDATE "ticket_orders" o SET
	"number" = n.year || '-' || lpad(n.seq::text, 4, '0'),
	"variable_symbol" = n.year || lpad(n.seq::text, 4, '0'),
	"list_unit_price" = greatest(o."unit_price", CASE o."type" WHEN 1 THEN 10900 ELSE 9900 END),
	"total_without_vat" = o."unit_price" * o."amount",
	"vat_rate" = 21,
	"vat" = round(o."unit_price" * o."amount" * 0.21),
	"total_with_vat" = o."unit_price" * o."amount" + round(o."unit_price" * o."amount" * 0.21),
	"promo_code" = (SELECT p."code" FROM "promo_codes" p WHERE p."id" = o."promo_code_id"),
	"supplier" = jsonb_build_object('name', '', 'street', '', 'city', '', 'zip', '', 'country', '', 'regnumber', '', 'vatNumber', '', 'bankAccount', '', 'iban', ''),
	"issued_on" = (o."created_at" AT TIME ZONE 'Europe/Prague')::date,
	"due_date" = (o."created_at" AT TIME ZONE 'Europe/Prague')::date + 14,
	"status" = CASE WHEN o."status" IN ('new', 'invoiced') THEN 'awaiting' ELSE o."status" END,
	"paid_at" = CASE WHEN o."status" = 'paid' THEN o."updated_at" END,
	"cancelled_at" = CASE WHEN o."status" = 'cancelled' THEN o."updated_at" END
FROM (
	SELECT "id", extract(year FROM "created_at" AT TIME ZONE 'Europe/Prague')::int AS year,
		row_number() OVER (PARTITION BY extract(year FROM "created_at" AT TIME ZONE 'Europe/Prague') ORDER BY "id") AS seq
	FROM "ticket_orders"
) n
WHERE o."id" = n."id";--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last")
	SELECT 'invoice', split_part("number", '-', 1)::int, max(split_part("number", '-', 2)::int)
	FROM "ticket_orders" GROUP BY split_part("number", '-', 1)::int;--> statement-breakpoint
ALTER TABLE "ticket_orders" DROP COLUMN "total";--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "variable_symbol" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "list_unit_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "total_without_vat" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "vat_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "vat" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "total_with_vat" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "supplier" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "issued_on" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DEFAULT 'awaiting';--> statement-breakpoint
CREATE INDEX "ticket_orders_status_idx" ON "ticket_orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_orders_idempotency_key_uq" ON "ticket_orders" USING btree ("idempotency_key");--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_variableSymbol_unique" UNIQUE("variable_symbol");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_window_ck" CHECK ("promo_codes"."valid_from" is null or "promo_codes"."valid_until" is null or "promo_codes"."valid_from" < "promo_codes"."valid_until");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_discount_ck" CHECK ("promo_codes"."discount" between 1 and 100);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_max_uses_ck" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 1);--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_vat_rate_ck" CHECK ("ticket_orders"."vat_rate" between 0 and 100);--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_paid_ck" CHECK ("ticket_orders"."status" <> 'paid' or "ticket_orders"."paid_at" is not null);--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_vs_ck" CHECK ("ticket_orders"."variable_symbol" ~ '^[0-9]{1,10}$');--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_locale_ck" CHECK ("ticket_orders"."locale" in ('cs', 'en'));--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_money_ck" CHECK ("ticket_orders"."unit_price" >= 0 and "ticket_orders"."list_unit_price" >= "ticket_orders"."unit_price" and "ticket_orders"."vat" >= 0 and "ticket_orders"."total_without_vat" = "ticket_orders"."unit_price" * "ticket_orders"."amount" and "ticket_orders"."total_with_vat" = "ticket_orders"."total_without_vat" + "ticket_orders"."vat");--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_status_ck" CHECK (status in ('awaiting', 'paid', 'cancelled'));
