ALTER TABLE "auth_codes" ADD COLUMN "redirect_to" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "slug_en" text;--> statement-breakpoint
UPDATE "events" SET "slug_en" = nullif(trim(both '-' from regexp_replace(lower("name_en"), '[^a-z0-9]+', '-', 'g')), '') WHERE "name_en" IS NOT NULL AND trim("name_en") <> '';
