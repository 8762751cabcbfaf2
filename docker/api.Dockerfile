# The api image: the api and the web app it serves (one origin), built from graphql, api and web
# only (never the CMS). Build from the repository root:
#   docker build -f docker/api.Dockerfile --build-arg NPM_REGISTRY="$(npm config get registry)" .
# NPM_REGISTRY is used by the build stages only; nothing of it reaches the final image.
ARG NODE_IMAGE=node:24.21.0-trixie-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql/package.json graphql/
COPY api/package.json api/
COPY web/package.json web/
COPY cms/package.json cms/

FROM manifests AS build
ARG NPM_REGISTRY=https://registry.npmjs.org/
# Extra CA certificates for a registry reached through a TLS-inspecting proxy (PEM text; build stages only).
ARG NPM_CA_PEM=
RUN set -e; if [ -n "$NPM_CA_PEM" ]; then printf '%s\n' "$NPM_CA_PEM" >/tmp/npm-ca.pem; export NODE_EXTRA_CA_CERTS=/tmp/npm-ca.pem; fi; \
    npm ci --no-audit --no-fund --registry "$NPM_REGISTRY" \
      --workspace @umrah/graphql --workspace @umrah/api --workspace @umrah/web --include-workspace-root
COPY tsconfig.json ./
COPY graphql graphql
COPY api api
COPY web web
# The generated GraphQL types are committed; build exactly what this image serves.
RUN npm run build -w @umrah/graphql && npm run build -w @umrah/api && npm run build -w @umrah/web

FROM manifests AS prod-deps
ARG NPM_REGISTRY=https://registry.npmjs.org/
# Extra CA certificates for a registry reached through a TLS-inspecting proxy (PEM text; build stages only).
ARG NPM_CA_PEM=
RUN set -e; if [ -n "$NPM_CA_PEM" ]; then printf '%s\n' "$NPM_CA_PEM" >/tmp/npm-ca.pem; export NODE_EXTRA_CA_CERTS=/tmp/npm-ca.pem; fi; \
    npm ci --omit=dev --no-audit --no-fund --registry "$NPM_REGISTRY" --workspace @umrah/graphql --workspace @umrah/api \
 && rm -rf /root/.npm /tmp/npm-ca.pem

FROM ${NODE_IMAGE} AS runtime
# tini is PID 1: it forwards SIGTERM to Node and reaps children.
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends tini >/dev/null \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 MAIL_DIR=/tmp/mail
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/package.json /app/package-lock.json ./
COPY --from=build /app/graphql/package.json graphql/
COPY --from=build /app/graphql/dist graphql/dist
COPY --from=build /app/graphql/schema graphql/schema
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/scripts api/scripts
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/assets api/assets
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 8080
ENTRYPOINT ["/usr/bin/tini", "--"]
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/dist/server.js"]
