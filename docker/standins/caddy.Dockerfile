# Stand-in for the official caddy:<version> from Debian's caddy, taken from trixie-backports (trixie
# itself has 2.6.2): config in /etc/caddy/Caddyfile, certificates and state in /data, autosave
# config in /config (XDG dirs as in the official image).
ARG BASE=debian:trixie-slim
FROM ${BASE}
ARG VERSION
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends -t trixie-backports caddy ca-certificates >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && installed="$(dpkg-query -W -f='${Version}' caddy)" && case "$installed" in "$VERSION"-*) ;; *) echo "caddy $installed is not $VERSION" >&2; exit 1;; esac \
 && mkdir -p /config/caddy /data/caddy /srv
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
WORKDIR /srv
EXPOSE 80 443
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
