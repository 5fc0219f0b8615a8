#!/usr/bin/env bash
# Prints the path of the current Node LTS binary (NODE_LTS), installing it on first use from the npm
# registry's `node` package into .cache/node-lts (no other download: the registry is reachable where
# the tests run). Node 20, which the project otherwise runs on, is past its end of life (issue 24).
set -euo pipefail
cd "$(dirname "$0")/.."
NODE_LTS=${NODE_LTS:-26}
dir=.cache/node-lts
bin=$dir/node_modules/node/bin/node
if ! [ -x "$bin" ] || [ "$("$bin" --version | cut -d. -f1)" != "v$NODE_LTS" ]; then
  echo "installing Node $NODE_LTS from the npm registry into $dir ..." >&2
  npm install --prefix "$dir" --no-save --no-audit --no-fund --no-package-lock "node@$NODE_LTS" >&2
fi
realpath "$bin"
