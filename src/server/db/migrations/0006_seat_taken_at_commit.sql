-- D8: an order that holds a seat takes it when its transaction commits, by one conditional update
-- (stock >= 1); with none left the commit fails and the order is rolled back. The course's row is
-- then locked for the commit alone, not from the order's insert to its commit.
CREATE FUNCTION take_seat_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET stock = stock - 1 WHERE id = NEW.product_id AND stock >= 1;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no seat left of product %', NEW.product_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'products_stock_check';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_take_seat AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.holds_seat) EXECUTE FUNCTION take_seat_of_order();
