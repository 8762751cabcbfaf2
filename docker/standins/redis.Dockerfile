# Stand-in for the official redis:<version> from Debian's redis-server: data in /data,
# runs as user redis, `redis-server <args>` or flags as the command.
ARG BASE=debian:trixie-slim
FROM ${BASE}
ARG VERSION
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server gosu >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && installed="$(dpkg-query -W -f='${Version}' redis-server)" && case "$installed" in *:"$VERSION"-*) ;; *) echo "redis-server $installed is not $VERSION" >&2; exit 1;; esac \
 && mkdir /data && chown redis:redis /data
COPY redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
WORKDIR /data
ENTRYPOINT ["docker-entrypoint.sh"]
EXPOSE 6379
CMD ["redis-server"]
