#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 server (Debian's packages):
#   backend/scripts/with-postgres.sh npm test -w backend
# initdb in a temp dir, a free loopback port, trust auth on loopback only, TEST_DATABASE_URL
# exported (superuser), the command run, the cluster stopped and removed; exits with the
# command's status. PostgreSQL refuses to run as root, so as root the server runs as `postgres`.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL binaries not found in $PG_BIN (apt-get install postgresql-15, or set PG_BIN)" >&2
  exit 3
fi

WORK_DIR="$(mktemp -d "${TMPDIR:-/tmp}/shalom-pg.XXXXXX")"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/bash -c "$(printf '%q ' "$@")"
  else
    "$@"
  fi
}

if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK_DIR"; fi
chmod 700 "$WORK_DIR"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$WORK_DIR/data" -U postgres --auth=trust --no-locale -E UTF8 >"$WORK_DIR/initdb.log" 2>&1 || {
  cat "$WORK_DIR/initdb.log" >&2
  exit 3
}
# Test speed over durability: this cluster lives for one command.
as_pg "$PG_BIN/pg_ctl" -D "$WORK_DIR/data" -l "$WORK_DIR/server.log" -w -t 60 \
  -o "-p $PORT -k $WORK_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || {
  cat "$WORK_DIR/server.log" >&2
  exit 3
}

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL 15 on $TEST_DATABASE_URL" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
