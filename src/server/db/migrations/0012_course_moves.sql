CREATE TABLE "course_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"from_product_id" integer NOT NULL,
	"to_product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"price_difference" integer DEFAULT 0 NOT NULL,
	"difference_policy" text DEFAULT 'waive' NOT NULL,
	"difference_refund_status" text,
	"difference_provider_refund_id" text,
	"expires_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_moves" ADD CONSTRAINT "course_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_moves" ADD CONSTRAINT "course_moves_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_moves" ADD CONSTRAINT "course_moves_from_product_id_products_id_fk" FOREIGN KEY ("from_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_moves" ADD CONSTRAINT "course_moves_to_product_id_products_id_fk" FOREIGN KEY ("to_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_moves" ADD CONSTRAINT "course_moves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_moves_open_idx" ON "course_moves" USING btree ("order_id") WHERE "course_moves"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "course_moves_expiry_idx" ON "course_moves" USING btree ("expires_at") WHERE "course_moves"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "course_moves_from_idx" ON "course_moves" USING btree ("from_product_id","status");--> statement-breakpoint
-- ADR 029: an order that holds a seat and is moved to another course takes the new course's seat
-- by the same deferred conditional update as a new order (take_seat_of_order, stock >= 1), at the
-- commit of the move; with none left the commit fails and nothing of the move is written.
CREATE CONSTRAINT TRIGGER orders_take_seat_on_move AFTER UPDATE OF product_id ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.holds_seat AND OLD.product_id IS DISTINCT FROM NEW.product_id) EXECUTE FUNCTION take_seat_of_order();
