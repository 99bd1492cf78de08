-- A single statement that does several writes (data-modifying WITH queries) cannot stop half way by
-- itself: each part runs to completion. When one part finds the world changed since the caller read it
-- (a balance, an offering's terms), the statement calls this, and the raised error undoes every part.
-- SQLSTATE 'VS001' tells the application to read again and retry (modules/investments/purchase.repository.ts).
CREATE FUNCTION statement_guard_failed(reason text) RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'statement guard failed: %', reason USING ERRCODE = 'VS001';
END
$$;
