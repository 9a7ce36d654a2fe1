#!/usr/bin/env bash
# Runs tests as if it were another moment:
#   scripts/moved-clock.sh '2026-12-24 18:00' [vitest arguments | e2e [Playwright arguments]]
#
# The suite must pass whatever the date (tests pick journey dates through tests/support/dates.ts),
# and this is how that is checked on the dates that could break it: the day before a bank
# holiday, the nights the clocks change. Everything the tests start reads the moved clock: the
# test runner and the app servers it spawns (libfaketime), a PostgreSQL cluster of its own started
# under the same clock, and the pages in Chromium, whose Date is shifted by the same offset
# (Chromium itself hangs under libfaketime; scripts/lib/browser.ts shifts each page's Date).
#
# Examples (root, for apt and for running PostgreSQL as its own user):
#   scripts/moved-clock.sh '2026-12-24 18:00' --project integration
#   scripts/moved-clock.sh '2027-03-28 00:30' e2e quote-dialog
# The browser tests (Playwright Test) need a build: `SITE_URL= PORT= npm run build` first.
set -euo pipefail

if [ $# -lt 1 ]; then
  echo "usage: scripts/moved-clock.sh 'YYYY-MM-DD HH:MM' [vitest arguments | e2e [playwright arguments]]" >&2
  exit 2
fi
CLOCK="$1"
shift

if ! command -v faketime >/dev/null; then
  apt-get install -y faketime >/dev/null
fi
LIBFAKETIME=$(dpkg -L libfaketime | grep '/libfaketime\.so\.1$' | head -1)
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)

# One offset for every process, so that the database, the runner and each app server agree to
# the second (an absolute '@' start would start each process's clock when that process starts).
# The browser helper reads the same offset to move the pages' Date (scripts/lib/browser.ts).
OFFSET=$(($(date -u -d "$CLOCK UTC" +%s) - $(date -u +%s)))
# libfaketime reads "+N" or "-N" seconds; a date in the past gives a negative offset.
if [ "$OFFSET" -ge 0 ]; then FAKE="+${OFFSET}"; else FAKE="${OFFSET}"; fi

WORK=$(mktemp -d /tmp/bus4u-moved-clock-XXXXXX)
chown postgres "$WORK"
PORT=$(node -e "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
su postgres -c "$PG_BIN/initdb -D $WORK/data -A trust -U postgres" >/dev/null
su postgres -c "LD_PRELOAD=$LIBFAKETIME FAKETIME='$FAKE' $PG_BIN/pg_ctl -D $WORK/data \
  -o '-p $PORT -k $WORK' -l $WORK/postgres.log start -w" >/dev/null
trap 'su postgres -c "$PG_BIN/pg_ctl -D $WORK/data -m fast stop" >/dev/null; rm -rf "$WORK"' EXIT

cat >"$WORK/chromium" <<EOF
#!/bin/sh
unset LD_PRELOAD FAKETIME
exec ${CHROMIUM_PATH:-/usr/bin/chromium} "\$@"
EOF
chmod +x "$WORK/chromium"

echo "Clock moved to $CLOCK UTC; PostgreSQL on :$PORT reads $(psql -h 127.0.0.1 -p "$PORT" \
  -U postgres -Atc 'select now()' 2>/dev/null || echo '(no psql to ask)')"
# DONT_FAKE_MONOTONIC keeps timers and timeouts on real time: only the calendar moves. No retries:
# a test that fails on a moved clock should fail.
if [ "${1:-}" = "e2e" ]; then
  shift
  RUNNER=(npx playwright test --retries 0)
else
  RUNNER=(npx vitest run --retry 0)
fi
TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$PORT/postgres" CHROMIUM_PATH="$WORK/chromium" \
  DONT_FAKE_MONOTONIC=1 faketime -f "$FAKE" "${RUNNER[@]}" "$@"
