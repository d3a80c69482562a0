# The site as a container image (docs/DEPLOYMENT.md). Not built or run on the project's own machines (they have no
# container engine); compose.yaml runs two of these behind nginx with PostgreSQL, Redis and MinIO.
#
#   docker build -t white-label-dating .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… white-label-dating

# --- build: every dependency (vite for the build), the built site, then only the runtime dependencies -----------------
FROM node:20-slim AS build
# better-sqlite3 compiles when no prebuilt binary fits; sharp ships its own libvips in the npm package.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: plain Node, no compilers, not root ---------------------------------------------------------------------
FROM node:20-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    # The image carries its build: `npm start` must not try to rebuild (vite is not in the runtime image).
    SKIP_BUILD=1
WORKDIR /app
# The server runs from its TypeScript sources through tsx (a runtime dependency), with the built dist/ beside them.
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/server ./server
COPY --from=build --chown=node:node /app/contract ./contract
COPY --from=build --chown=node:node /app/locales ./locales
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/app/index.html ./app/index.html
# data/ holds the SQLite file and local media when DATABASE_URL / MEDIA_STORE=s3 are not set (a volume then).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# GET /api/health: 200 {"ok":true,"db":"postgres"} when the database answers, 503 otherwise.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop, a rolling update): no new connections, in-flight requests finish (up to 10 s), then exit.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
