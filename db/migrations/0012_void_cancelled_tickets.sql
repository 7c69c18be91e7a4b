DROP INDEX "tickets_holder_uq";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_holder_uq" ON "tickets" USING btree ("holder_user_id") WHERE "tickets"."voided_at" is null;--> statement-breakpoint
-- Orders cancelled before this migration: their tickets become void as a cancel now makes them,
-- and their holders lose hasTicket unless they hold a valid ticket (decision 053).
UPDATE "tickets" SET "voided_at" = "ticket_orders"."cancelled_at" FROM "ticket_orders" WHERE "ticket_orders"."id" = "tickets"."order_id" AND "ticket_orders"."status" = 'cancelled';--> statement-breakpoint
UPDATE "users" SET "has_ticket" = false WHERE "id" IN (SELECT "holder_user_id" FROM "tickets" WHERE "voided_at" IS NOT NULL) AND NOT EXISTS (SELECT 1 FROM "tickets" WHERE "tickets"."holder_user_id" = "users"."id" AND "tickets"."voided_at" IS NULL);
