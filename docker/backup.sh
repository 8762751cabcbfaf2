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
  [ -n "$paused" ] && compose unpause $paused >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir "$work/umrah-backup-$stamp"
dir="$work/umrah-backup-$stamp"

# One consistent point: every process that writes (api replicas, worker, CMS) is paused while both
# databases are dumped and the bucket files copied, so no row can name an object taken later or
# earlier. Requests wait in the proxy meanwhile (a few seconds), none fails.
writers="$(for s in api worker cms; do [ -n "$(compose ps -q "$s")" ] && echo "$s"; done | tr '\n' ' ')"
started=$(date +%s.%N)
if [ -n "$writers" ]; then
  # shellcheck disable=SC2086
  compose pause $writers >/dev/null
  paused="$writers"
fi
for db in umrah umrah_cms; do
  compose exec -T postgres pg_dump -U umrah --format=custom --no-owner "$db" >"$dir/$db.dump"
done
# The S3 server keeps each bucket as files under /data.
compose exec -T s3 tar -C /data -cf - . >"$dir/s3-data.tar"
buckets="$(compose exec -T s3 sh -c 'ls /data' | tr -d '\r' | tr '\n' ' ')"
if [ -n "$paused" ]; then
  # shellcheck disable=SC2086
  compose unpause $paused >/dev/null
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
