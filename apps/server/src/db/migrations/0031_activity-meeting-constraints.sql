-- after 0029: PostgreSQL 18 (PGlite) names a column's NOT NULL constraint for the table it was made
-- in, and a table's rename keeps those names; they follow the table's name, as its other
-- constraints did. Before 18 there are none, and nothing is renamed.
DO $$
DECLARE
  old_name text;
BEGIN
  FOR old_name IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = 'activity_meetings'::regclass AND conname LIKE 'activity\_sessions\_%'
  LOOP
    EXECUTE format(
      'ALTER TABLE "activity_meetings" RENAME CONSTRAINT %I TO %I',
      old_name,
      'activity_meetings_' || substr(old_name, length('activity_sessions_') + 1)
    );
  END LOOP;
END $$;
