# The CMS image (Payload 3 on Next.js): Next's standalone server, no dev packages. Build from the
# repository root:
#   docker build -f docker/cms.Dockerfile --build-arg NPM_REGISTRY="$(npm config get registry)" .
# Payload applies the committed migrations (prodMigrations) when it starts in production.
ARG NODE_IMAGE=node:24.21.0-trixie-slim

FROM ${NODE_IMAGE} AS build
ARG NPM_REGISTRY=https://registry.npmjs.org/
# Extra CA certificates for a registry reached through a TLS-inspecting proxy (PEM text; build stages only).
ARG NPM_CA_PEM=
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY graphql/package.json graphql/
COPY api/package.json api/
COPY web/package.json web/
COPY cms/package.json cms/
RUN set -e; if [ -n "$NPM_CA_PEM" ]; then printf '%s\n' "$NPM_CA_PEM" >/tmp/npm-ca.pem; export NODE_EXTRA_CA_CERTS=/tmp/npm-ca.pem; fi; \
    npm ci --no-audit --no-fund --registry "$NPM_REGISTRY" --workspace @umrah/cms --include-workspace-root
COPY tsconfig.json ./
COPY cms cms
RUN NEXT_OUTPUT=standalone npm run build -w @umrah/cms \
 && cp -r cms/.next/static cms/.next/standalone/cms/.next/static \
 && if [ -d cms/public ]; then cp -r cms/public cms/.next/standalone/cms/public; fi

FROM ${NODE_IMAGE} AS runtime
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends tini >/dev/null \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3001 HOSTNAME=0.0.0.0
WORKDIR /app
COPY --from=build --chown=node:node /app/cms/.next/standalone ./
USER node
WORKDIR /app/cms
EXPOSE 3001
ENTRYPOINT ["/usr/bin/tini", "--"]
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=10 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3001/api/trip-pages?limit=1&depth=0').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
