#!/usr/bin/env bash
# Restores an archive made by docker/backup.sh into the running stack (an empty one or this one):
# both databases are replaced and the S3 data put back; api, worker and cms are stopped meanwhile
# and started again. The archive is decrypted with the operator's age identity (private key):
#   BACKUP_AGE_IDENTITY=/path/to/key.txt docker/restore.sh backups/umrah-backup-YYYYMMDD-HHMMSS.tar.age
# The stack must hold the same secrets/ (the document and passport keys) as the one backed up.
set -euo pipefail
archive="$(cd "$(dirname "${1:?usage: docker/restore.sh <archive.tar.age>}")" && pwd)/$(basename "$1")"
: "${BACKUP_AGE_IDENTITY:?set BACKUP_AGE_IDENTITY to the age identity (private key) file that decrypts the archive}"
command -v age >/dev/null || { echo "restore: age is not installed (apt-get install age)" >&2; exit 2; }
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# shellcheck source=compose.sh
source docker/compose.sh
work="$(mktemp -d)"
chmod 700 "$work"
trap 'rm -rf "$work"' EXIT
age -d -i "$BACKUP_AGE_IDENTITY" "$archive" | tar -C "$work" -xzf -
dir="$(find "$work" -mindepth 1 -maxdepth 1 -type d -name 'umrah-backup-*' | head -1)"
for f in umrah.dump umrah_cms.dump s3-data.tar MANIFEST; do
  [ -s "$dir/$f" ] || { echo "not a backup archive: $f missing" >&2; exit 1; }
done

compose stop api worker cms
for db in umrah umrah_cms; do
  compose exec -T postgres psql -v ON_ERROR_STOP=1 -q -U umrah -d postgres \
    -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db OWNER umrah"
  compose exec -T postgres pg_restore -U umrah --no-owner --exit-on-error -d "$db" <"$dir/$db.dump"
done
compose exec -T s3 sh -c 'find /data -mindepth 1 -delete && tar -C /data -xf -' <"$dir/s3-data.tar"
compose restart s3
compose start api worker cms
# Done when every api replica and the CMS answer their healthchecks again.
for _ in $(seq 180); do
  states="$(for id in $(compose ps -q api cms); do docker inspect -f '{{.State.Health.Status}}' "$id"; done | sort -u | tr '\n' ' ')"
  [ "$states" = "healthy " ] && break
  sleep 1
done
[ "$states" = "healthy " ] || { echo "restored, but not healthy after 3 minutes: $states" >&2; exit 1; }
echo "restored $(basename "$archive")"
