#!/usr/bin/env bash
# One encrypted, dated archive of everything the stack keeps: both databases (pg_dump, custom
# format) and the S3 buckets (documents and CMS media), taken at one consistent point, encrypted
# with age to the operator's public key; older archives beyond BACKUP_KEEP are deleted.
# Usage, from anywhere, with the stack running:
#   BACKUP_AGE_RECIPIENT=age1… docker/backup.sh [directory]   → directory/umrah-backup-YYYYMMDD-HHMMSS.tar.age
# (or BACKUP_AGE_RECIPIENTS_FILE=/path/to/recipients, one public key per line; default directory ./backups).
# The host needs `age` (Debian package age). Restore with docker/restore.sh. docs/decisions/0088.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
recipients=()
[ -n "${BACKUP_AGE_RECIPIENT:-}" ] && recipients+=(-r "$BACKUP_AGE_RECIPIENT")
[ -n "${BACKUP_AGE_RECIPIENTS_FILE:-}" ] && recipients+=(-R "$BACKUP_AGE_RECIPIENTS_FILE")
if [ ${#recipients[@]} -eq 0 ]; then
  echo "backup: set BACKUP_AGE_RECIPIENT (an age public key, age1…) or BACKUP_AGE_RECIPIENTS_FILE; archives hold personal data and are never written unencrypted" >&2
  exit 2
fi
command -v age >/dev/null || { echo "backup: age is not installed (apt-get install age)" >&2; exit 2; }
keep="${BACKUP_KEEP:-14}"
[[ "$keep" =~ ^[1-9][0-9]*$ ]] || { echo "backup: BACKUP_KEEP must be a whole number of archives, 1 or more" >&2; exit 2; }
out_dir="$(mkdir -p "${1:-$root/backups}" && cd "${1:-$root/backups}" && pwd)"
cd "$root"
# shellcheck source=compose.sh
source docker/compose.sh
stamp="$(date -u +%Y%m%d-%H%M%S)"
work="$(mktemp -d)"
chmod 700 "$work"
paused=""
cleanup() {
  # shellcheck disable=SC2086
  [ -n "$paused" ] && docker unpause $paused >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir "$work/umrah-backup-$stamp"
dir="$work/umrah-backup-$stamp"

# One consistent point: every process that writes (api replicas, worker, CMS) is paused while both
# databases are dumped and the bucket files copied, so no row can name an object taken later or
# earlier. Requests wait in the proxy meanwhile (a few seconds), none fails. Containers are found
# first and reached with plain `docker` (compose v1 takes seconds to start each command).
running() { for id in $(compose ps -q "$@"); do [ "$(docker inspect -f "{{.State.Running}}" "$id")" != true ] || echo "$id"; done; }
writers="$(running api worker cms | tr '\n' ' ')"
pg="$(running postgres)" && pg="${pg%%$'\n'*}"
s3="$(running s3)" && s3="${s3%%$'\n'*}"
[ -n "$pg" ] && [ -n "$s3" ] || { echo "backup: the postgres and s3 services must be running" >&2; exit 1; }
buckets="$(docker exec "$s3" sh -c 'ls /data' | tr '\n' ' ')"
started=$(date +%s.%N)
if [ -n "${writers// /}" ]; then
  # shellcheck disable=SC2086
  docker pause $writers >/dev/null
  paused="$writers"
fi
for db in umrah umrah_cms; do
  docker exec "$pg" pg_dump -U umrah --format=custom --no-owner "$db" >"$dir/$db.dump"
done
# The S3 server keeps each bucket as files under /data.
docker exec "$s3" tar -C /data -cf - . >"$dir/s3-data.tar"
if [ -n "$paused" ]; then
  # shellcheck disable=SC2086
  docker unpause $paused >/dev/null
  paused=""
fi
writes_paused="$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')"
{
  echo "created_utc=$stamp"
  echo "databases=umrah umrah_cms"
  echo "buckets=$buckets"
  echo "writes_paused_seconds=$writes_paused"
} >"$dir/MANIFEST"

archive="$out_dir/umrah-backup-$stamp.tar.age"
tar -C "$work" -cf - "umrah-backup-$stamp" | gzip -c | age "${recipients[@]}" -o "$archive.partial"
mv "$archive.partial" "$archive"
# Retention: the newest BACKUP_KEEP archives stay.
find "$out_dir" -maxdepth 1 -name 'umrah-backup-*.tar.age' -printf '%f\n' | sort -r | tail -n +"$((keep + 1))" |
  while read -r old; do rm -f "$out_dir/$old"; echo "removed $old (BACKUP_KEEP=$keep)" >&2; done
echo "writes paused ${writes_paused} s" >&2
echo "$archive"
