# The compose stack's S3 server (docs/decisions/0040): @20minutes/s3rver behind a signature guard.
# Build from the repository root:
#   docker build -f docker/s3.Dockerfile --build-arg NPM_REGISTRY="$(npm config get registry)" .
ARG NODE_IMAGE=node:24.21.0-trixie-slim

FROM ${NODE_IMAGE} AS deps
ARG NPM_REGISTRY=https://registry.npmjs.org/
# Extra CA certificates for a registry reached through a TLS-inspecting proxy (PEM text; build stages only).
ARG NPM_CA_PEM=
WORKDIR /srv
COPY docker/s3/package.json docker/s3/package-lock.json ./
RUN set -e; if [ -n "$NPM_CA_PEM" ]; then printf '%s\n' "$NPM_CA_PEM" >/tmp/npm-ca.pem; export NODE_EXTRA_CA_CERTS=/tmp/npm-ca.pem; fi; \
    npm ci --omit=dev --no-audit --no-fund --registry "$NPM_REGISTRY" && rm -rf /root/.npm /tmp/npm-ca.pem

FROM ${NODE_IMAGE}
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends tini >/dev/null \
 && rm -rf /var/lib/apt/lists/* && mkdir /data && chown node:node /data
ENV NODE_ENV=production PORT=9000 S3_DATA_DIR=/data
WORKDIR /srv
COPY --from=deps /srv/node_modules node_modules
COPY docker/s3/server.mjs ./
USER node
VOLUME /data
EXPOSE 9000
ENTRYPOINT ["/usr/bin/tini", "--"]
HEALTHCHECK --interval=5s --timeout=3s --retries=20 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:9000/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.mjs"]
