#!/usr/bin/env bash
# Assembles a Node.js base image from Debian's packages, for machines that cannot pull one from a
# public registry (docs/deploying.md#without-a-registry): Debian 12 (debootstrap, minimal) with this
# machine's Node.js and npm in /usr/local, as the official node:20-bookworm-slim has them.
#
#   deploy/node-base.sh [image name]      (default localhost/oculo/node:20-bookworm-slim)
#
# Then: podman build --format docker --build-arg NODE_IMAGE=<that name> -t oculo .
set -euo pipefail
image="${1:-localhost/oculo/node:20-bookworm-slim}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_bin="$(command -v node)"
npm_dir="$(dirname "$(readlink -f "$(command -v npm)")")/.."

if ! "$node_bin" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=9)?0:1)'; then
  echo "node-base.sh: Node.js 20.9 or later is needed, this machine has $("$node_bin" --version)" >&2
  exit 1
fi
root="$(mktemp -d)"
trap 'rm -rf "$root"' EXIT
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" >/dev/null
mkdir -p "$root/usr/local/bin" "$root/usr/local/lib/node_modules"
cp "$node_bin" "$root/usr/local/bin/node"
cp -a "$(readlink -f "$npm_dir")" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
# The machine's own certificate authorities (a proxy of its network may sign with one) are trusted
# inside too, by the system and by Node.js, so that npm reaches the registry as it does here.
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/"
  chroot "$root" update-ca-certificates >/dev/null
fi
# as small as the official slim image: no package lists, documentation or locales
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/usr/share/doc/* \
  "$root"/usr/share/man/* "$root"/usr/share/locale/*
tar -C "$root" -c . | podman import --change 'CMD ["node"]' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' - "$image" >/dev/null
echo "$image: Debian $(cat "$root/etc/debian_version"), Node.js $("$node_bin" --version)"
