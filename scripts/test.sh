#!/usr/bin/env bash
# Every test layer, fastest first. The API tests run on embedded PGlite, and again on PostgreSQL when
# TEST_DATABASE_URL names a server (CI starts one; see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck
npm run test:unit
TEST_DATABASE_URL= npm run test:api
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "API tests again, on PostgreSQL"
  npm run test:api
fi
npm run test:e2e
