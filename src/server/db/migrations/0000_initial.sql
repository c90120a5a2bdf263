CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_slug" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image_location" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"module_en" text DEFAULT '' NOT NULL,
	"module_zh" text DEFAULT '' NOT NULL,
	"sub_title_en" text DEFAULT '' NOT NULL,
	"sub_title_zh" text DEFAULT '' NOT NULL,
	"details_en" text DEFAULT '' NOT NULL,
	"details_zh" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"image_width" integer,
	"image_height" integer,
	"button_url" text DEFAULT '' NOT NULL,
	"button_text_en" text DEFAULT '' NOT NULL,
	"button_text_zh" text DEFAULT '' NOT NULL,
	"font_size" integer,
	"align" text DEFAULT 'left' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"code" smallint NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"is_show_timetable" boolean DEFAULT false NOT NULL,
	"is_show_goods" boolean DEFAULT false NOT NULL,
	"goods_category_id" smallint,
	"goods_course_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "course_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_sharings" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"avatar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"role_en" text DEFAULT '' NOT NULL,
	"role_zh" text DEFAULT '' NOT NULL,
	"content_en" text NOT NULL,
	"content_zh" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"dictionary" text NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"label_en" text NOT NULL,
	"label_zh" text NOT NULL,
	CONSTRAINT "dictionary_entries_dictionary_code_pk" PRIMARY KEY("dictionary","code")
);
--> statement-breakpoint
CREATE TABLE "faculty_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"photo" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"biography_en" text NOT NULL,
	"biography_zh" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "head_pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_zh" text DEFAULT '' NOT NULL,
	"sub_title_en" text DEFAULT '' NOT NULL,
	"sub_title_zh" text DEFAULT '' NOT NULL,
	"button_text_en" text DEFAULT '' NOT NULL,
	"button_text_zh" text DEFAULT '' NOT NULL,
	"button_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"icon" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_timetables" (
	"page_slug" text NOT NULL,
	"timetable_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_timetables_page_slug_timetable_id_pk" PRIMARY KEY("page_slug","timetable_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"pic" text NOT NULL,
	"pictures" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" integer NOT NULL,
	"promotion_price" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"category_id" smallint NOT NULL,
	"subject_en" text DEFAULT '' NOT NULL,
	"subject_zh" text DEFAULT '' NOT NULL,
	"course_type" text NOT NULL,
	"total_class_hours" integer NOT NULL,
	"stock" integer,
	"equity_date_start" date NOT NULL,
	"equity_date_end" date NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"grades" text[] DEFAULT '{}'::text[] NOT NULL,
	"course_system_id" integer,
	"timetable_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"timetable_id" integer NOT NULL,
	"course_system_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"class_date" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"grades" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"value_en" text DEFAULT '' NOT NULL,
	"value_zh" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timetables" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_blocks" ADD CONSTRAINT "content_blocks_page_slug_content_pages_slug_fk" FOREIGN KEY ("page_slug") REFERENCES "public"."content_pages"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_timetables" ADD CONSTRAINT "page_timetables_page_slug_content_pages_slug_fk" FOREIGN KEY ("page_slug") REFERENCES "public"."content_pages"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_timetables" ADD CONSTRAINT "page_timetables_timetable_id_timetables_id_fk" FOREIGN KEY ("timetable_id") REFERENCES "public"."timetables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_course_system_id_course_systems_id_fk" FOREIGN KEY ("course_system_id") REFERENCES "public"."course_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_timetable_id_timetables_id_fk" FOREIGN KEY ("timetable_id") REFERENCES "public"."timetables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_timetable_id_timetables_id_fk" FOREIGN KEY ("timetable_id") REFERENCES "public"."timetables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_course_system_id_course_systems_id_fk" FOREIGN KEY ("course_system_id") REFERENCES "public"."course_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_blocks_page_idx" ON "content_blocks" USING btree ("page_slug","position");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("category_id","course_type","position");--> statement-breakpoint
CREATE INDEX "schedules_timetable_date_idx" ON "schedules" USING btree ("timetable_id","class_date");