-- Patrons order and partners per edition (decision 172). Both were shared until now, so every
-- edition showed the same ones: each edition takes today's patrons order, the current edition
-- keeps today's partner rows (their ids too) and every other edition gets a copy of them, so the
-- archive keeps showing what it showed. The single setting loses its patrons_order.
DROP INDEX "partners_group_idx";--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "patrons_order" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "editions" SET "patrons_order" = coalesce((SELECT "patrons_order" FROM "settings" WHERE "id" = 0), '');--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "edition_id" integer;--> statement-breakpoint
UPDATE "partners" SET "edition_id" = coalesce(current_edition_id(), (SELECT max("id") FROM "editions"));--> statement-breakpoint
-- Rows inserted with explicit ids (an import) may have left the sequence behind: move it past them first.
SELECT setval(pg_get_serial_sequence('"partners"', 'id'), coalesce((SELECT max("id") FROM "partners"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "partners" ("edition_id", "name", "link", "image_id", "group", "position")
SELECT e."id", p."name", p."link", p."image_id", p."group", p."position"
FROM "partners" p JOIN "editions" e ON e."id" <> p."edition_id"
ORDER BY e."id", p."id";--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "edition_id" SET DEFAULT current_edition_id();--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partners_edition_group_idx" ON "partners" USING btree ("edition_id","group","position");--> statement-breakpoint
ALTER TABLE "settings" DROP COLUMN "patrons_order";
