#!/bin/sh
# The image's entrypoint: the command names the role this container plays.
#   api      the REST service (API_PORT, default 4001)
#   bff      the BFF with the web app and /graphql (PORT, default 4000)
#   both     both under one supervisor, as `npm start` runs them
#   migrate  bring the database up to date once and exit (run before the api replicas start)
set -eu
cd "$(dirname "$0")/.."

role="${1:-both}"
# The image's build id (Dockerfile), so every replica answers the same /version.json.
if [ -z "${BUILD_ID:-}" ] && [ -f build-id ]; then
  BUILD_ID="$(cat build-id)"
  export BUILD_ID
fi
# The HEALTHCHECK runs apart from this process; it reads the role here to know which port to ask.
echo "$role" > "${BALIE_ROLE_FILE:-/tmp/balie-role}"

case "$role" in
  api) exec node api/dist/main.js ;;
  bff) exec node bff/dist/main.js ;;
  both) exec node scripts/dist/start.js ;;
  migrate) exec node api/dist/migrate-main.js ;;
  *)
    echo "Onbekende rol '$role': kies api, bff, both of migrate." >&2
    exit 64
    ;;
esac
