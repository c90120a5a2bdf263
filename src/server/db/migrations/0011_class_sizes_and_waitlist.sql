CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waitlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_students" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_students" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue_idx" ON "waitlist_entries" USING btree ("product_id","status","position");--> statement-breakpoint
CREATE INDEX "waitlist_entries_member_idx" ON "waitlist_entries" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_child_idx" ON "waitlist_entries" USING btree ("product_id","child_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_waitlist_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- D31: a course's maximum is its seat count, the seats left and those its orders hold; one that
-- counted no seats, and every Inspire programme, takes its category's sizes.
UPDATE "products" SET "max_students" = "stock" + (SELECT count(*) FROM "orders" WHERE "orders"."product_id" = "products"."id" AND "orders"."holds_seat")
  WHERE "category_id" = 58 AND "stock" IS NOT NULL;--> statement-breakpoint
UPDATE "products" SET "min_students" = least(4, "max_students") WHERE "category_id" = 58;--> statement-breakpoint
UPDATE "products" SET "min_students" = 1, "max_students" = 2 WHERE "category_id" = 59;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_class_size_check" CHECK ("products"."min_students" >= 0 and "products"."max_students" >= "products"."min_students");--> statement-breakpoint
-- D32: an order made from a waitlist offer takes the seat held for that offer, not one of the
-- stock, by the same deferred conditional update at commit: an offer taken, expired or passed on
-- meanwhile fails the commit as a sold-out course does.
CREATE OR REPLACE FUNCTION take_seat_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.waitlist_entry_id IS NOT NULL THEN
    UPDATE waitlist_entries SET status = 'taken', updated_at = now()
      WHERE id = NEW.waitlist_entry_id AND product_id = NEW.product_id AND status = 'offered';
  ELSE
    UPDATE products SET stock = stock - 1 WHERE id = NEW.product_id AND stock >= 1;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no seat left of product %', NEW.product_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'products_stock_check';
  END IF;
  RETURN NULL;
END
$$;
