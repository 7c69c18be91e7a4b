# syntax=docker/dockerfile:1
# The Innoweek app server: docs/deploy.md runs two of these behind a reverse proxy.
# Build: docker build -t innoweek .   Run: docker run -p 3000:3000 -e DATABASE_URL=... innoweek

# --- build: all dependencies, the production build ---------------------------------------
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
# The server and the backup command (build/backup/backup-cli.js).
RUN npm run build

# --- runtime dependencies only ------------------------------------------------------------
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
# The runtime needs no dev tool: build/server/index.js is plain JavaScript (no tsx, no Vite).
RUN npm ci --omit=dev && npm cache clean --force

# --- runtime ------------------------------------------------------------------------------
FROM node:24-bookworm-slim
# The backup command needs tar (in the base image) and, for PostgreSQL, pg_dump and pg_restore of
# at least the server's major version: PostgreSQL's own Debian repository has version 17
# (postgresql-common carries its signing key and the script that adds it).
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-common ca-certificates \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-17 \
  && rm -rf /var/lib/apt/lists/*
# Two glibc malloc arenas instead of eight per core: the resident memory of a process on the
# embedded database fell from 587 to 410 MB idle after the demo seed (decision 042). The same
# settings as npm start (scripts/server-exec.mjs, decision 048; a test compares them).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
# Migrations are read from db/migrations at start-up (db/migrate.ts).
COPY --from=build --chown=node:node /app/db/migrations ./db/migrations
COPY --chown=node:node package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself as PID 1 target: SIGTERM reaches the server's graceful shutdown (server/boot.ts).
CMD ["node", "--liftoff-only", "--max-semi-space-size=8", "--max-old-space-size=1024", "--expose-gc", "build/server/index.js"]
