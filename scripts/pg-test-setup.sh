#!/usr/bin/env bash
# Starts Debian's PostgreSQL 15 (installing it with apt if missing) and creates
# the role and database the PostgreSQL tests use. Prints the URL on stdout.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
ver=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q "^$ver main"; then
  pg_createcluster "$ver" main >&2
fi
pg_ctlcluster "$ver" main start >&2 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
su postgres -c "psql -v ON_ERROR_STOP=1 -q" >&2 <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'techpro') THEN
    CREATE ROLE techpro LOGIN PASSWORD 'techpro' CREATEDB;
  END IF;
END $$;
SQL
su postgres -c "psql -tAq -c \"select 1 from pg_database where datname='techpro_test'\"" | grep -q 1 ||
  su postgres -c "createdb -O techpro techpro_test" >&2
echo "postgres://techpro:techpro@127.0.0.1:5432/techpro_test"
