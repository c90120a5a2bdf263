-- Issue 26: a child that has records, orders, bookings or cases is archived, not deleted, so
-- that what staff made for it stays; an archived child leaves the family's lists and pickers.
ALTER TABLE "children" ADD COLUMN "archived_at" timestamp with time zone;
