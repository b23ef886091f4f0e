#!/bin/sh
set -eu
data=/var/lib/postgresql/data
mkdir -p "$data" && chown postgres:postgres "$data" && chmod 700 "$data"
if [ ! -s "$data/PG_VERSION" ]; then
  printf '%s' "$POSTGRES_PASSWORD" > /tmp/pwfile && chown postgres /tmp/pwfile
  su postgres -c "initdb -D $data --username='$POSTGRES_USER' --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256" >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$data/pg_hba.conf"
  echo "CREATE DATABASE \"$POSTGRES_DB\"" | su postgres -c "postgres --single -D $data -j template1" >/dev/null
fi
exec su postgres -c "exec postgres -D $data -c listen_addresses='*'"
