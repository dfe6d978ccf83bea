#!/usr/bin/env bash
# Every suite: unit, REST contract, GraphQL, end-to-end. Installs what the tests need.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci

sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"

# Debian's chromium for the end-to-end tests, dovecot: the IMAP tests start a private one of
# their own (tests/support/dovecot.ts), and haproxy: the failover test's load balancer
# (tests/support/load-balancer.ts), which also checks deploy/haproxy.cfg (haproxy -c).
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/dovecot ] || missing+=(dovecot-imapd)
[ -x /usr/sbin/haproxy ] || missing+=(haproxy)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installeren via apt-get: ${missing[*]}..."
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The REST suite also runs on a PostgreSQL server at 127.0.0.1:5432 (user postgres, trust).
if ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  echo "PostgreSQL draait niet op 127.0.0.1:5432; starten..."
  if ! command -v pg_ctlcluster >/dev/null; then
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
    hba=$(ls /etc/postgresql/*/main/pg_hba.conf | head -n 1)
    # First matching line wins: the test user may connect over loopback without a password.
    $sudo_cmd sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
  fi
  $sudo_cmd pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
fi

npm run build
npx tsx tests/support/build-template.ts &
template=$!
npx tsc -p service-kit
npx tsc -p api
npx tsc -p bff
npx tsc -p web
npx relay-compiler --validate
wait "$template"
# Two workers: a file spends much of its time waiting on its own server, so two files share the cores well.
npx vitest run --project unit --project rest --project graphql --maxWorkers=2
# The REST files whose answers depend most on the server itself (concurrent processes, statement
# limits, the planner, transactions, the builder's SQL) run once more on the PostgreSQL server, a
# fresh database per file, after the end-to-end suite: beside it, both fought for the same two cores
# and the browser's waits grew longer than the time gained.
on_postgres=(
  postgres limits-database builder builder-doesnt-have lists back-office-lists core-cockpit stats
  permission-relations exports tenancy ticket-actions time-invoicing mail-in-smtp mail-in-imap search
  search-plans.postgres query-shapes
)
e2e_log=$(mktemp)
e2e_status=0
npx playwright test 2>&1 | tee "$e2e_log" || e2e_status=$?
pg_status=0
echo "REST op PostgreSQL:"
REST_DATABASE=postgres npx vitest run --project rest --maxWorkers=2 "${on_postgres[@]/#/tests/rest/}" || pg_status=$?
# The end-to-end outcome last, so the end of the log says what failed.
if [ "$e2e_status" -ne 0 ]; then
  echo "End-to-end (herhaald):"
  sed -n '/^  [0-9]*) /,$p' "$e2e_log" | grep -v '^\s*\[pid=' | tail -n 300
fi
rm -f "$e2e_log"
[ "$e2e_status" -eq 0 ] && [ "$pg_status" -eq 0 ]
