ALTER TABLE "exhibitors" ADD COLUMN "slug_en" text;--> statement-breakpoint
UPDATE "exhibitors" SET "slug_en" = nullif(trim(both '-' from regexp_replace(translate(lower("name_en"), 'áäčďéěíľňóôöřšťúůüýž', 'aacdeeilnooorstuuuyz'), '[^a-z0-9]+', '-', 'g')), '') WHERE "name_en" IS NOT NULL AND trim("name_en") <> '';
