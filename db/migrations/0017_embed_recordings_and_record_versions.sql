CREATE TABLE "record_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embeds" ADD COLUMN "recording" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "record_versions" ADD CONSTRAINT "record_versions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_versions_entity_idx" ON "record_versions" USING btree ("entity","entity_id","id" DESC NULLS LAST);