# The CMS image (Payload 3 on Next.js). Build from the repository root:
#   docker build -f docker/cms.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY graphql/package.json graphql/
COPY api/package.json api/
COPY web/package.json web/
COPY cms/package.json cms/
RUN npm ci --no-audit --no-fund --workspace @umrah/cms --include-workspace-root
COPY tsconfig.json ./
COPY cms cms
RUN npm run build -w @umrah/cms

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 CMS_PORT=3001
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql/package.json graphql/
COPY api/package.json api/
COPY web/package.json web/
COPY cms/package.json cms/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @umrah/cms && npm cache clean --force
COPY --from=build /app/cms cms
USER node
WORKDIR /app/cms
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --retries=10 CMD node -e "fetch('http://127.0.0.1:3001/api/globals/trip').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Migrations first (committed in src/migrations), then the server.
CMD ["sh", "-c", "node ../node_modules/payload/bin.js migrate && node ../node_modules/next/dist/bin/next start -p 3001"]
