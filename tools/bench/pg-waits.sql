-- What the benchmark's PostgreSQL backends wait on, sampled every 10 ms for 8 s from one session:
-- psql -U postgres -h 127.0.0.1 -d postgres -f apps/server/src/bench/pg-waits.sql while a scenario runs
-- (docs/deploy.md §6). "Lock:object" is the database-wide lock of a committing transaction that NOTIFYs.
CREATE TEMP TABLE s(w text);
DO $$
BEGIN
  FOR i IN 1..800 LOOP
    INSERT INTO s SELECT coalesce(wait_event_type,'cpu')||':'||coalesce(wait_event,'-')
      FROM pg_stat_activity WHERE datname = 'bench_load' AND backend_type = 'client backend' AND state = 'active' AND pid <> pg_backend_pid();
    PERFORM pg_sleep(0.01);
  END LOOP;
END $$;
SELECT w, count(*) FROM s GROUP BY 1 ORDER BY 2 DESC;
