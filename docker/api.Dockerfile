# The api image; it also builds and serves the web app (one origin).
# Build from the repository root: docker build -f docker/api.Dockerfile .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql/package.json graphql/
COPY api/package.json api/
COPY web/package.json web/
COPY cms/package.json cms/
RUN npm ci --no-audit --no-fund --workspace @umrah/graphql --workspace @umrah/api --workspace @umrah/web --include-workspace-root
COPY tsconfig.json codegen.ts ./
COPY graphql graphql
COPY api api
COPY web web
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY graphql/package.json graphql/
COPY api/package.json api/
COPY web/package.json web/
COPY cms/package.json cms/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @umrah/graphql --workspace @umrah/api && npm cache clean --force
COPY --from=build /app/graphql/dist graphql/dist
COPY --from=build /app/graphql/schema graphql/schema
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:8080/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/server.js"]
