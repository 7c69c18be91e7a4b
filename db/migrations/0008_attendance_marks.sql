CREATE TABLE "event_attendance_marks" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_attendance_marks_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "event_attendance_marks" ADD CONSTRAINT "event_attendance_marks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendance_marks" ADD CONSTRAINT "event_attendance_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;