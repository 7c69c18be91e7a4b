-- Decision 193: an order is numbered at its commit. The order's transaction inserts it with a
-- placeholder ('#' and its id, never a real number: those start with the year), and this
-- deferred trigger takes the next number of the 'order' series from the counter and writes it
-- into the row as the transaction commits, so the counter's row lock is held from here to the
-- commit's WAL flush only, never across a round trip to the client. A rollback never reaches it.
CREATE FUNCTION "number_ticket_order_at_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  y integer := extract(year from NEW.issued_on)::integer;
  seq integer;
  digits text;
BEGIN
  INSERT INTO document_counters (series, year, last) VALUES ('order', y, 1)
    ON CONFLICT (series, year) DO UPDATE SET last = document_counters.last + 1
    RETURNING last INTO seq;
  digits := lpad(seq::text, greatest(4, length(seq::text)), '0');
  UPDATE ticket_orders SET number = y || '-' || digits, variable_symbol = y || digits WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ticket_orders_number_at_commit" AFTER INSERT ON "ticket_orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.number LIKE '#%')
  EXECUTE FUNCTION "number_ticket_order_at_commit"();
