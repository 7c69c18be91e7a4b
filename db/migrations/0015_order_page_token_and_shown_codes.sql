ALTER TABLE "access_codes" ADD COLUMN "shown_code" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "page_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_pageToken_unique" UNIQUE("page_token");