CREATE TABLE "class_note_files" (
	"note_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "class_note_files_note_id_file_id_pk" PRIMARY KEY("note_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "class_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"due_at" timestamp with time zone,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"faculty_member_id" integer,
	"status" text DEFAULT 'requested' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_by" integer,
	"submitted_at" timestamp with time zone,
	"released_by" integer,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text_en" text NOT NULL,
	"text_zh" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer,
	"requirement_id" integer,
	"assessment_id" integer,
	"feedback_id" integer,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notes_one_subject_check" CHECK (num_nonnulls("staff_notes"."family_id", "staff_notes"."requirement_id", "staff_notes"."assessment_id", "staff_notes"."feedback_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "teacher_message_files" (
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "teacher_message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_thread_reads" (
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teacher_thread_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "teacher_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"parent_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academic_records" ADD COLUMN "progress_report_id" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "faculty_members" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "requirements" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "class_note_files" ADD CONSTRAINT "class_note_files_note_id_class_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."class_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_note_files" ADD CONSTRAINT "class_note_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_notes" ADD CONSTRAINT "class_notes_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_notes" ADD CONSTRAINT "class_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_faculty_member_id_faculty_members_id_fk" FOREIGN KEY ("faculty_member_id") REFERENCES "public"."faculty_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reports" ADD CONSTRAINT "progress_reports_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_family_id_users_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_message_files" ADD CONSTRAINT "teacher_message_files_message_id_teacher_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."teacher_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_message_files" ADD CONSTRAINT "teacher_message_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_messages" ADD CONSTRAINT "teacher_messages_thread_id_teacher_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."teacher_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_messages" ADD CONSTRAINT "teacher_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_thread_reads" ADD CONSTRAINT "teacher_thread_reads_thread_id_teacher_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."teacher_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_thread_reads" ADD CONSTRAINT "teacher_thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_threads" ADD CONSTRAINT "teacher_threads_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_threads" ADD CONSTRAINT "teacher_threads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_threads" ADD CONSTRAINT "teacher_threads_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_threads" ADD CONSTRAINT "teacher_threads_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_notes_schedule_idx" ON "class_notes" USING btree ("schedule_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reports_open_idx" ON "progress_reports" USING btree ("product_id","child_id") WHERE "progress_reports"."status" <> 'released';--> statement-breakpoint
CREATE INDEX "progress_reports_faculty_idx" ON "progress_reports" USING btree ("faculty_member_id","status");--> statement-breakpoint
CREATE INDEX "staff_notes_family_idx" ON "staff_notes" USING btree ("family_id","id") WHERE "staff_notes"."family_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_notes_requirement_idx" ON "staff_notes" USING btree ("requirement_id","id") WHERE "staff_notes"."requirement_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_notes_assessment_idx" ON "staff_notes" USING btree ("assessment_id","id") WHERE "staff_notes"."assessment_id" is not null;--> statement-breakpoint
CREATE INDEX "staff_notes_feedback_idx" ON "staff_notes" USING btree ("feedback_id","id") WHERE "staff_notes"."feedback_id" is not null;--> statement-breakpoint
CREATE INDEX "teacher_messages_thread_idx" ON "teacher_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_threads_child_product_idx" ON "teacher_threads" USING btree ("child_id","product_id");--> statement-breakpoint
CREATE INDEX "teacher_threads_parent_idx" ON "teacher_threads" USING btree ("parent_id","last_message_at");--> statement-breakpoint
CREATE INDEX "teacher_threads_product_idx" ON "teacher_threads" USING btree ("product_id","last_message_at");--> statement-breakpoint
ALTER TABLE "academic_records" ADD CONSTRAINT "academic_records_progress_report_id_progress_reports_id_fk" FOREIGN KEY ("progress_report_id") REFERENCES "public"."progress_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_members" ADD CONSTRAINT "faculty_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculty_members" ADD CONSTRAINT "faculty_members_user_id_unique" UNIQUE("user_id");