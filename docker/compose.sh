#!/usr/bin/env bash
# `docker compose` (v2) when the plugin is there, else Debian's `docker-compose` (v1); run from the
# repository root so the project's docker-compose.yml and .env are used. Sourced by the scripts here.
compose() {
  if docker compose version >/dev/null 2>&1; then docker compose "$@"; else docker-compose "$@"; fi
}
