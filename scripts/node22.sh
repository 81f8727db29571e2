#!/usr/bin/env bash
# Node.js 22, the supported runtime, beside the machine's own Node: fetched from the npm registry
# (the node-<os>-<arch> package carries the binary and its headers), with a copy of the tree whose
# native addon (better-sqlite3) is built for it. Everything else is shared by hard links.
#   scripts/node22.sh prepare    fetch Node 22 and build the addon for it (about a minute)
#   scripts/node22.sh run CMD…   run CMD on the current sources and build, with Node 22 first on PATH
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
dir=$root/.tmp/node22
tree=$dir/tree
arch=$(uname -m)
case $arch in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; esac
runtime=$dir/runtime/node_modules/node-$(uname -s | tr '[:upper:]' '[:lower:]')-$arch

case ${1:-} in
  prepare)
    rm -rf "$dir"
    mkdir -p "$dir/runtime" "$tree"
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$dir/runtime" \
      "$(basename "$runtime")@22" >/dev/null
    # A hard-linked copy of what node_modules holds, following it where it is a link to another
    # tree's: the addon removed below must be the copy's, never the original's.
    cp -al "$(readlink -f node_modules)" "$tree/node_modules"
    [ ! -L "$tree/node_modules" ] || { echo "$tree/node_modules is a link" >&2; exit 1; }
    rm -rf "$tree/node_modules/better-sqlite3"
    cp -a node_modules/better-sqlite3 "$tree/node_modules/"
    rm -rf "$tree/node_modules/better-sqlite3/build"
    (cd "$tree" && PATH="$runtime/bin:$PATH" npm_config_nodedir="$runtime" \
      npm rebuild better-sqlite3 >/dev/null)
    "$runtime/bin/node" --version
    ;;
  run)
    shift
    [ -x "$runtime/bin/node" ] || { echo "run scripts/node22.sh prepare first" >&2; exit 2; }
    # The sources and the build as they are now.
    find "$tree" -mindepth 1 -maxdepth 1 ! -name node_modules -exec rm -rf {} +
    for entry in * .[!.]*; do
      case $entry in node_modules | data | test-results | playwright-report | .git | .tmp) continue ;; esac
      cp -al "$entry" "$tree/"
    done
    cd "$tree"
    PATH="$runtime/bin:$PATH" "$@"
    ;;
  *)
    echo "usage: scripts/node22.sh prepare | run CMD…" >&2
    exit 2
    ;;
esac
