ALTER TABLE "auth_codes" DROP CONSTRAINT "auth_codes_kind_ck";--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_email_ck" CHECK (("auth_codes"."kind" = 'email') = ("auth_codes"."email" is not null));--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_kind_ck" CHECK ("auth_codes"."kind" in ('confirm', 'reset', 'email'));