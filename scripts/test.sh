#!/usr/bin/env bash
# The whole suite, as a newcomer and CI run it: lint, types, units, the server suite on SQLite and
# on a real PostgreSQL, the production build, power cuts under load (the database on a FUSE file
# system that forgets what was not synced), browser journeys in Debian's Chromium, the
# production shape (two instances behind Debian's nginx on PostgreSQL with files in S3), and, on a
# Node.js other than 22, the SQLite pass and one journey on Node.js 22. Closes with each step's time.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's title and when it began (seconds since the start), for the times printed at the end.
step_titles=()
step_starts=()
step() {
  step_titles+=("$*")
  step_starts+=("$SECONDS")
  printf '\n\033[1m==> %s\033[0m\n' "$*"
}

duration() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

print_times() {
  [ ${#step_titles[@]} -gt 0 ] || return 0
  printf '\nTimes:\n'
  local i end
  for i in "${!step_titles[@]}"; do
    end=${step_starts[$((i + 1))]:-$SECONDS}
    printf '  %7s  %s\n' "$(duration $((end - step_starts[i])))" "${step_titles[$i]}"
  done
  printf 'total: %s\n' "$(duration "$SECONDS")"
}

# Whatever ends the run: the throwaway PostgreSQL stops, and the times are printed.
pg_dir=
finish() {
  local status=$?
  if [ -n "$pg_dir" ]; then scripts/pg-cluster.sh stop "$pg_dir" || status=1; fi
  print_times
  exit "$status"
}
trap finish EXIT

# Debian packages the suite needs; installed when we can (root), otherwise one command to run.
need_packages=()
command -v chromium >/dev/null 2>&1 || need_packages+=(chromium)
ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1 || need_packages+=(postgresql)
fc-list 2>/dev/null | grep -qi devanagari || need_packages+=(fonts-lohit-deva)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || need_packages+=(nginx)
command -v openssl >/dev/null 2>&1 || need_packages+=(openssl)
command -v sqlmap >/dev/null 2>&1 || need_packages+=(sqlmap)
command -v fusermount3 >/dev/null 2>&1 || need_packages+=(fuse3)
/usr/bin/python3 -c 'import pyfuse3' >/dev/null 2>&1 || need_packages+=(python3-pyfuse3)
if [ ${#need_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    step "Installing ${need_packages[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need_packages[@]}" >/dev/null
  else
    echo "The test suite needs: ${need_packages[*]}. Install them with:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${need_packages[*]}" >&2
    exit 1
  fi
fi
export CHROMIUM_PATH=${CHROMIUM_PATH:-$(command -v chromium)}

# npm ci refuses a lock file that does not name what package.json asks for, so where it has just
# run (here on a fresh clone, or CI's .ci/run) that check is done.
installed=
if [ ! -d node_modules ]; then
  step "Installing npm packages"
  npm ci --no-audit --no-fund
  installed=yes
fi

rm -rf .tmp/results
mkdir -p .tmp/results

# On another Node, Node.js 22 (the supported runtime) is fetched, and its native addon built, while
# lint, types and units run; the server suite's SQLite pass then runs on it.
node22_prepare=
if [ "$(node -p 'process.versions.node.split(".")[0]')" != 22 ]; then
  scripts/node22.sh prepare >.tmp/node22-prepare.log 2>&1 &
  node22_prepare=$!
fi

if [ -z "$installed" ] && [ "${CI:-}" != true ]; then
  step "The lock file names what package.json asks for (npm ci --dry-run)"
  npm ci --dry-run --ignore-scripts --no-audit --no-fund >/dev/null
fi

# The type check and the linters each keep one core busy: on a machine of two they run side by
# side, the type check's findings printed after the linters'.
step "Lint and types (side by side)"
npm run --silent typecheck >.tmp/typecheck.log 2>&1 &
typecheck=$!
lint_status=0
npm run --silent lint || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat .tmp/typecheck.log
[ "$lint_status" = 0 ] && [ "$typecheck_status" = 0 ] || exit 1

step "Units (web, common)"
npx vitest run --project web --project common --reporter=default --reporter=json --outputFile.json=.tmp/results/units.json

# The server suite runs twice, once per database; the files under scripts/ do not touch a
# database, so they run in the SQLite pass only.
step "Server suite on PostgreSQL"
pg_dir=$(mktemp -d /tmp/utsav-pg.XXXXXX)
TEST_DATABASE_URL=$(scripts/pg-cluster.sh start "$pg_dir")
export TEST_DATABASE_URL
npx vitest run --project server --exclude 'scripts/**' \
  --reporter=default --reporter=json --outputFile.json=.tmp/results/server-postgres.json

if [ -n "$node22_prepare" ]; then
  step "Server suite on SQLite, on Node.js 22"
  waited=$SECONDS
  wait "$node22_prepare" || { cat .tmp/node22-prepare.log >&2; exit 1; }
  echo "Node.js 22 ready after $(duration $((SECONDS - waited))) of waiting"
  scripts/node22.sh run node --version
  env -u TEST_DATABASE_URL scripts/node22.sh run npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json="$PWD/.tmp/results/server-sqlite.json"
else
  step "Server suite on SQLite"
  env -u TEST_DATABASE_URL npx vitest run --project server \
    --reporter=default --reporter=json --outputFile.json=.tmp/results/server-sqlite.json
fi

step "Build"
npm run --silent build >/dev/null

step "Client budgets (the first screen's JavaScript and styles, gzip)"
node scripts/client-budget.mjs .tmp/results/client-budget.json

step "Power cuts (a file system that forgets what was not synced, SQLite and PostgreSQL; npm run test:powercut for 50 rounds)"
npx tsx scripts/powercut-test.ts --rounds 3 --out .tmp/results/powercut.json
# The harness must be able to fail: without syncs, the same cuts lose acknowledged writes (from
# one round, going on, up to 5 more, until they have; it fails if they never do).
npx tsx scripts/powercut-test.ts --rounds 1 --unsafe --out .tmp/results/powercut-unsafe.json

step "SQL injection scan (sqlmap against the main endpoints, SQLite; npm run test:sqlmap for all)"
npx tsx scripts/sqlmap.ts --db sqlite --level 3 --risk 2 --out .tmp/results/sqlmap.json

step "Browser journeys (Chromium at 390x844 and 1280x800)"
npx playwright test

step "Deployment journeys (nginx, two production instances, PostgreSQL, S3)"
npx playwright test -c playwright.deploy.config.ts

if [ -n "$node22_prepare" ]; then
  step "Node.js 22: a browser journey"
  scripts/node22.sh run npx playwright test e2e/sign-in.spec.ts --project phone
  cp .tmp/node22/tree/.tmp/results/playwright.json .tmp/results/playwright-node22.json
fi

step "Summary"
node scripts/test-summary.mjs .tmp/results
