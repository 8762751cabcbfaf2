#!/usr/bin/env bash
# One dated archive of everything the stack keeps: both databases (pg_dump, custom format) and the
# S3 buckets (documents and CMS media). Usage, from anywhere, with the stack running:
#   docker/backup.sh [directory]          → directory/umrah-backup-YYYYMMDD-HHMMSS.tar.gz (default ./backups)
# Restore with docker/restore.sh. Uses the project's .env / COMPOSE_PROJECT_NAME like docker compose.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out_dir="$(mkdir -p "${1:-$root/backups}" && cd "${1:-$root/backups}" && pwd)"
cd "$root"
# shellcheck source=compose.sh
source docker/compose.sh
stamp="$(date -u +%Y%m%d-%H%M%S)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/umrah-backup-$stamp"
dir="$work/umrah-backup-$stamp"

for db in umrah umrah_cms; do
  compose exec -T postgres pg_dump -U umrah --format=custom --no-owner "$db" >"$dir/$db.dump"
done
# The S3 server keeps each bucket as files under /data: one tar of them, taken while it serves.
compose exec -T s3 tar -C /data -cf - . >"$dir/s3-data.tar"
{
  echo "created_utc=$stamp"
  echo "databases=umrah umrah_cms"
  echo "buckets=$(compose exec -T s3 sh -c 'ls /data' | tr -d '\r' | tr '\n' ' ')"
} >"$dir/MANIFEST"

archive="$out_dir/umrah-backup-$stamp.tar.gz"
tar -C "$work" -czf "$archive.partial" "umrah-backup-$stamp"
mv "$archive.partial" "$archive"
echo "$archive"
