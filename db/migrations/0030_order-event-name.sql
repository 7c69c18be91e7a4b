ALTER TABLE "ticket_orders" ADD COLUMN "event_name" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "event_name_en" text;--> statement-breakpoint
UPDATE "ticket_orders" AS o SET
  "event_name" = CASE WHEN e."year" = 2021 THEN 'Týden inovací ČR 2021' ELSE e."name" END,
  "event_name_en" = CASE WHEN e."year" = 2021 THEN 'Innovation Week Czech Republic 2021' ELSE e."name_en" END
FROM "editions" AS e WHERE e."id" = o."edition_id";--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "event_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "event_name_en" SET NOT NULL;
