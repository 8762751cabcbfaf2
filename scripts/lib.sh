# Shared by start.sh, test.sh and dev.sh: install what is missing, start local services.
# shellcheck shell=bash

log() { printf '\033[1;36m[umrah]\033[0m %s\n' "$*"; }

# Node of .nvmrc first on PATH for everything below (fetched into .tools/ when the system's differs).
# shellcheck source=node.sh
source "$(dirname "${BASH_SOURCE[0]}")/node.sh"
use_project_node

# .env (if any) configures everything; values already in the environment win.
load_env() {
  if [ -f .env ]; then
    log "loading .env"
    while IFS='=' read -r key value; do
      [[ -z "$key" || "$key" =~ ^[[:space:]]*# ]] && continue
      key="${key//[[:space:]]/}"
      [ -z "${!key+x}" ] && export "$key=${value}"
    done < .env
  fi
}

ensure_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm packages (npm ci)"
    npm ci --no-audit --no-fund
  fi
}

is_local_url() { [[ "$1" =~ ://([^@/]*@)?(127\.0\.0\.1|localhost|\[::1\])(:|/|$) ]]; }

ensure_postgres() {
  local url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/umrah}"
  is_local_url "$url" || return 0
  if pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then return 0; fi
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    log "starting the local PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start || true
    for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && return 0; sleep 1; done
  fi
  echo "PostgreSQL is not reachable at 127.0.0.1:5432; install it or set DATABASE_URL" >&2
  return 1
}

ensure_redis() {
  local url="${REDIS_URL:-redis://127.0.0.1:6379/0}"
  is_local_url "$url" || return 0
  if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then return 0; fi
  if command -v redis-server >/dev/null 2>&1; then
    log "starting the local Redis"
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
    redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
    for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && return 0; sleep 1; done
  fi
  echo "Redis is not reachable at 127.0.0.1:6379; install it or set REDIS_URL" >&2
  return 1
}

ensure_services() {
  ensure_postgres
  ensure_redis
}

ensure_chromium() {
  # python3-openpyxl: exports are read back with a second reader; poppler-utils: receipts as text.
  [ -x /usr/bin/chromium ] && /usr/bin/python3 -c 'import openpyxl' 2>/dev/null && command -v pdftotext >/dev/null && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian's chromium, python3-openpyxl and poppler-utils for the tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation python3-openpyxl poppler-utils >/dev/null
  else
    echo "The tests need /usr/bin/chromium, python3-openpyxl and pdftotext (Debian packages 'chromium', 'python3-openpyxl', 'poppler-utils')" >&2
    return 1
  fi
}
