#!/usr/bin/env bash
# Builds stand-ins for the public images compose.yaml names (postgres, redis, minio, mailpit,
# nginx), for a machine that cannot pull them (docs/deploying.md#without-a-registry): each from the
# Node.js base of deploy/node-base.sh and Debian's or npm's packages, started the way its original
# is, so that compose.yaml runs unchanged but for the *_IMAGE variables.
#
#   scale-out/compose/stand-ins.sh      then   source scale-out/compose/stand-ins.env
set -euo pipefail
cd "$(dirname "$0")/stand-ins"
base="${NODE_IMAGE:-localhost/oculo/node:20-bookworm-slim}"
for name in postgres redis objects mail nginx; do
  podman build --quiet --build-arg "BASE=$base" --file "$name.Containerfile" \
    --tag "localhost/oculo-stand-in/$name:latest" . >/dev/null
  echo "localhost/oculo-stand-in/$name:latest"
done
