# Stand-in for the official postgres:<version>-trixie from Debian's postgresql-17, with the env
# contract compose uses: POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB, initdb of an empty
# PGDATA, /docker-entrypoint-initdb.d/*.sql and *.sh run once, pg_isready/pg_dump on PATH.
ARG BASE=debian:trixie-slim
FROM ${BASE}
ARG VERSION
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql-17 gosu >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && installed="$(dpkg-query -W -f='${Version}' postgresql-17)" && case "$installed" in "$VERSION"-*) ;; *) echo "postgresql-17 $installed is not $VERSION" >&2; exit 1;; esac \
 && mkdir -p /docker-entrypoint-initdb.d /var/run/postgresql && chown postgres:postgres /var/run/postgresql
ENV PATH=/usr/lib/postgresql/17/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
