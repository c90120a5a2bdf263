CREATE TABLE "academic_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"term" text DEFAULT '' NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"file_id" integer NOT NULL,
	"assessment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"title_en" text NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"event_starts_at" timestamp with time zone,
	"event_ends_at" timestamp with time zone,
	"location_en" text DEFAULT '' NOT NULL,
	"location_zh" text DEFAULT '' NOT NULL,
	"registration_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "assessment_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessment_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"child_id" integer,
	"child_name" text NOT NULL,
	"subjects" text[] NOT NULL,
	"preferred_slots" timestamp with time zone[] NOT NULL,
	"time_zone" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"child_info" jsonb,
	"scheduled_at" timestamp with time zone,
	"assessor" text DEFAULT '' NOT NULL,
	"meeting_url" text DEFAULT '' NOT NULL,
	"report_file_id" integer,
	"report_sent_at" timestamp with time zone,
	"abnormal_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_secret_unique" UNIQUE("secret")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"child_id" integer,
	"order_id" integer,
	"product_id" integer,
	"status" text DEFAULT 'processing' NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" integer,
	"parent_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_files" (
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	CONSTRAINT "feedback_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "feedback_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_teachers" (
	"product_id" integer NOT NULL,
	"faculty_member_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_teachers_product_id_faculty_member_id_pk" PRIMARY KEY("product_id","faculty_member_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirement_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requirement_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"child_id" integer,
	"child_name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"questionnaire" jsonb NOT NULL,
	"consultant_id" integer,
	"teacher_application_id" integer,
	"meeting_at" timestamp with time zone,
	"meeting_url" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"order_id" integer,
	"closed_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_entitlement_schedule_idx";--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "advisers" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "child_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "attendance_marked_by" integer;--> statement-breakpoint
ALTER TABLE "content_blocks" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty_members" ADD COLUMN "subjects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "faculty_members" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "late_enrolment_until" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "private_member_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "teacher_id" integer;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "capacity" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "join_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD COLUMN "decision_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_records" ADD CONSTRAINT "academic_records_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_records" ADD CONSTRAINT "academic_records_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_records" ADD CONSTRAINT "academic_records_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_records" ADD CONSTRAINT "academic_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_history" ADD CONSTRAINT "assessment_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_history" ADD CONSTRAINT "assessment_history_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_report_file_id_stored_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_files" ADD CONSTRAINT "feedback_files_message_id_feedback_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."feedback_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_files" ADD CONSTRAINT "feedback_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_messages" ADD CONSTRAINT "feedback_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_teachers" ADD CONSTRAINT "product_teachers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_teachers" ADD CONSTRAINT "product_teachers_faculty_member_id_faculty_members_id_fk" FOREIGN KEY ("faculty_member_id") REFERENCES "public"."faculty_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_files" ADD CONSTRAINT "requirement_files_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_files" ADD CONSTRAINT "requirement_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_history" ADD CONSTRAINT "requirement_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_history" ADD CONSTRAINT "requirement_history_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_consultant_id_advisers_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."advisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_teacher_application_id_teacher_applications_id_fk" FOREIGN KEY ("teacher_application_id") REFERENCES "public"."teacher_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_records_child_idx" ON "academic_records" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "articles_kind_published_idx" ON "articles" USING btree ("kind","published","published_at");--> statement-breakpoint
CREATE INDEX "articles_event_idx" ON "articles" USING btree ("event_starts_at");--> statement-breakpoint
CREATE INDEX "assessment_history_idx" ON "assessment_history" USING btree ("assessment_id","id");--> statement-breakpoint
CREATE INDEX "assessments_member_idx" ON "assessments" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "assessments_status_idx" ON "assessments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_messages_thread_idx" ON "feedback_messages" USING btree ("feedback_id","id");--> statement-breakpoint
CREATE INDEX "product_teachers_faculty_idx" ON "product_teachers" USING btree ("faculty_member_id");--> statement-breakpoint
CREATE INDEX "requirement_files_idx" ON "requirement_files" USING btree ("requirement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "requirement_files_file_idx" ON "requirement_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "requirement_history_idx" ON "requirement_history" USING btree ("requirement_id","id");--> statement-breakpoint
CREATE INDEX "requirements_member_idx" ON "requirements" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "requirements_status_idx" ON "requirements" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "requirements_product_idx" ON "requirements" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "advisers" ADD CONSTRAINT "advisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_marked_by_users_id_fk" FOREIGN KEY ("attendance_marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_private_member_id_users_id_fk" FOREIGN KEY ("private_member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_teacher_id_faculty_members_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."faculty_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_applications" ADD CONSTRAINT "teacher_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_child_schedule_idx" ON "bookings" USING btree ("child_id","schedule_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_schedule_idx" ON "bookings" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_product_idx" ON "orders" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "schedules_product_date_idx" ON "schedules" USING btree ("product_id","class_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_entitlement_schedule_idx" ON "bookings" USING btree ("entitlement_id","schedule_id") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
-- Portals seeded before the subject dictionary: keep each product's subject as a code.
INSERT INTO "dictionary_entries" ("dictionary", "code", "position", "label_en", "label_zh")
SELECT 'subject', v.code, v.position, v.label_en, v.label_zh
FROM (VALUES
	('mathematics', 0, 'Mathematics', '数学'),
	('physics', 1, 'Physics', '物理'),
	('chemistry', 2, 'Chemistry', '化学'),
	('biology', 3, 'Biology', '生物'),
	('computer-science', 4, 'Computer Science', '计算机科学'),
	('writing', 5, 'Writing & Humanities', '写作与人文'),
	('economics', 6, 'Economics', '经济学'),
	('astronomy', 7, 'Astronomy', '天文学')
) AS v(code, position, label_en, label_zh)
WHERE EXISTS (SELECT 1 FROM "content_pages")
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "products" SET "subject" = d."code" FROM "dictionary_entries" d
WHERE d."dictionary" = 'subject' AND d."label_en" = "products"."subject_en";--> statement-breakpoint
UPDATE "users" SET "role" = 'admin', "must_change_password" = true WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "subject_en";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "subject_zh";--> statement-breakpoint
ALTER TABLE "advisers" ADD CONSTRAINT "advisers_user_id_unique" UNIQUE("user_id");--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_used_check" CHECK ("entitlements"."used" >= 0 and "entitlements"."used" <= "entitlements"."total");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_check" CHECK ("products"."stock" is null or "products"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_seats_check" CHECK ("schedules"."seats_taken" >= 0 and "schedules"."seats_taken" <= "schedules"."capacity");