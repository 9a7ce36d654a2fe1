-- No outbox job carries a plain customer link any more: a job that prints one says
-- "customerLink": true and the worker issues a fresh link as it sends the e-mail. Jobs written
-- before that change still hold the plain token; this swaps it for the flag in every job row, of
-- any state, so none rests in the database. pg-boss makes its schema when it first starts, so on
-- a new database there is nothing to scrub.
DO $$
BEGIN
  IF to_regclass('pgboss.job') IS NOT NULL THEN
    UPDATE pgboss.job
       SET data = (data - 'customerToken') || '{"customerLink": true}'::jsonb
     WHERE data ? 'customerToken';
  END IF;
  IF to_regclass('pgboss.archive') IS NOT NULL THEN
    EXECUTE $scrub$
      UPDATE pgboss.archive
         SET data = (data - 'customerToken') || '{"customerLink": true}'::jsonb
       WHERE data ? 'customerToken'
    $scrub$;
  END IF;
END
$$;
