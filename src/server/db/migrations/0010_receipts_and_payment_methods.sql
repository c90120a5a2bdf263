CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"currency" text NOT NULL,
	"list_tuition" integer NOT NULL,
	"discount" integer NOT NULL,
	"application_fee" integer NOT NULL,
	"total" integer NOT NULL,
	"refund_amount" integer,
	"refund_percent" smallint,
	"method" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_sequence_unique" UNIQUE("sequence"),
	CONSTRAINT "receipts_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "receipt_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "method" = 'transfer' WHERE "provider" = 'offline';--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_order_idx" ON "receipts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_idx" ON "receipts" USING btree ("order_id") WHERE "receipts"."kind" = 'payment';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;