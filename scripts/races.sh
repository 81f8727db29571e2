#!/usr/bin/env bash
# The race suite's long run: many rounds of concurrent writes on a throwaway PostgreSQL cluster,
# then on SQLite. RACE_ROUNDS sets the drawn rounds per database (20,000 by default) and
# RACE_SCENARIO_ROUNDS the rounds of each of the editors' races (100 by default).
set -euo pipefail
cd "$(dirname "$0")/.."
export RACE_ROUNDS=${RACE_ROUNDS:-20000} RACE_SCENARIO_ROUNDS=${RACE_SCENARIO_ROUNDS:-100} RACE_REPORT=1
files=(server/security/races.test.ts server/security/editor-races.test.ts)
pg_dir=$(mktemp -d /tmp/utsav-races-pg.XXXXXX)
trap 'scripts/pg-cluster.sh stop "$pg_dir"' EXIT
TEST_DATABASE_URL=$(scripts/pg-cluster.sh start "$pg_dir") npx vitest run --project server "${files[@]}"
npx vitest run --project server "${files[@]}"
