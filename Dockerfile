# syntax=docker/dockerfile:1.7
# Verdant Invest: one image, the bundled API server and the built web app (docs/deploy.md).
#   docker build -t verdant-invest .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e JWT_SECRET=… -e TOTP_SEALING_KEY=… verdant-invest
# Three stages: build everything with all dev tooling; install production dependencies of the
# server alone; copy only the bundle, the migrations, the web build and those dependencies.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- 1. build: web app (Vite, prerender, precompress) and server bundle (esbuild) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV CI=true
# Manifests first: the npm ci layer is reused until a package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/test-support/package.json packages/test-support/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY tests/security/package.json tests/security/
COPY tests/faults/package.json tests/faults/
COPY tools/bench/package.json tools/bench/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY tsconfig.base.json biome.json ./
COPY packages/contract packages/contract
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# ---- 2. prod-deps: the server's runtime dependencies only (no Vite, esbuild, tsx, vitest…) ----
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/test-support/package.json packages/test-support/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY tests/security/package.json tests/security/
COPY tests/faults/package.json tests/faults/
COPY tools/bench/package.json tools/bench/
# No production dependency has an install script; refusing them all is one thing less to trust.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace @app/server --ignore-scripts --no-audit --no-fund

# ---- 3. runtime ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=prod-deps --chown=node:node /app/package.json ./
# The workspace link node_modules/@app/contract points here; the server bundle already holds its code.
COPY --chown=node:node packages/contract/package.json packages/contract/
COPY --from=build --chown=node:node /src/apps/server/package.json apps/server/
COPY --from=build --chown=node:node /src/apps/server/dist apps/server/dist
COPY --from=build --chown=node:node /src/apps/server/drizzle apps/server/drizzle
COPY --from=build --chown=node:node /src/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server stops on SIGTERM: no new connections, in-flight requests finish (apps/server/src/server.ts).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
