-- Requests, holdings and balance adjustments carry a short reference a person can read, type on a
-- bank transfer and search by (issue 26): VI- and 6 characters of an alphabet without 0, O, 1, I and
-- L. The server draws new ones (lib/short-reference.ts); this backfills the rows that exist, drawing
-- again for any collision until the unique index can hold. A rejected request keeps its reason.
CREATE FUNCTION short_reference_0017() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'VI-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 6)
$$;--> statement-breakpoint
CREATE FUNCTION backfill_short_references_0017(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  redrawn bigint;
BEGIN
  EXECUTE format('ALTER TABLE %s ADD COLUMN reference text', tbl);
  EXECUTE format('UPDATE %s SET reference = short_reference_0017()', tbl);
  LOOP
    EXECUTE format(
      'UPDATE %1$s SET reference = short_reference_0017() WHERE id IN (
         SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY reference ORDER BY id) AS n FROM %1$s) d
         WHERE d.n > 1)',
      tbl);
    GET DIAGNOSTICS redrawn = ROW_COUNT;
    EXIT WHEN redrawn = 0;
  END LOOP;
  EXECUTE format('ALTER TABLE %s ALTER COLUMN reference SET NOT NULL', tbl);
END
$$;--> statement-breakpoint
SELECT backfill_short_references_0017('wallet_requests');--> statement-breakpoint
SELECT backfill_short_references_0017('holdings');--> statement-breakpoint
SELECT backfill_short_references_0017('balance_adjustments');--> statement-breakpoint
DROP FUNCTION backfill_short_references_0017(regclass);--> statement-breakpoint
DROP FUNCTION short_reference_0017();--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_requests_reference_uq" ON "wallet_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_reference_uq" ON "holdings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_reference_uq" ON "balance_adjustments" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "wallet_requests" ADD CONSTRAINT "wallet_requests_reason_on_rejection" CHECK ("reason" IS NULL OR "status" = 'rejected');
