#!/usr/bin/env bash
# Makes the compose stack's secrets as files (docs/decisions/0087): one file per secret in
# ${SECRETS_DIR:-./secrets} (directory mode 0700, so only root on the host reads them; the files are
# 0644 so each container's own user can read its bind-mounted copy at /run/secrets/<name>).
# Existing files are kept, so it is safe to run again. Only smtp_url is yours to write:
#   printf '%s' 'smtp://user:password@smtp.example.org:587' > secrets/smtp_url
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${SECRETS_DIR:-$root/secrets}"
mkdir -p "$dir"
chmod 700 "$dir"
hex() { od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'; }
make() { # make NAME VALUE: writes the file unless it exists
  if [ ! -e "$dir/$1" ]; then (umask 022 && printf '%s' "$2" >"$dir/$1"); echo "made $dir/$1"; fi
}
make postgres_password "$(hex 24)"
make redis_password "$(hex 24)"
make session_secret "$(hex 32)"
# Passport numbers (column encryption); losing it makes them unreadable: back it up apart from the data.
make passport_encryption_key "$(hex 32)"
# Stored documents (envelope encryption): "id:key" entries, the first wraps new objects (rotation:
# docs/operations.md). Back it up apart from the data too.
make storage_encryption_keys "k$(date -u +%Y%m%d):$(hex 32)"
make s3_access_key "umrah$(hex 6)"
make s3_secret_key "$(hex 24)"
make content_webhook_secret "$(hex 24)"
make payload_secret "$(hex 32)"
make cms_admin_password "$(hex 12)"
make admin_password "$(hex 12)"
# Paying online (ADR 0130): off while these stay empty; write the Stripe secret key and the webhook's
# signing secret into them to turn it on (docs/operations.md, "Paying online").
for name in stripe_secret_key stripe_webhook_secret; do
  if [ ! -e "$dir/$name" ]; then (umask 022 && : >"$dir/$name"); echo "made $dir/$name (empty: online payment off)"; fi
done
if [ ! -s "$dir/smtp_url" ]; then
  : >"$dir/smtp_url"
  chmod 644 "$dir/smtp_url"
  echo "write your SMTP server's URL into $dir/smtp_url (smtp://user:password@smtp.example.org:587); the api refuses to start until you do"
fi
