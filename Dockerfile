# syntax=docker/dockerfile:1
# hots-judge server image: `docker build -t hots-judge .` then
# `docker run -p 3000:3000 -v hots-data:/data hots-judge` (SQLite in the volume), or set
# DATABASE_URL=postgres://... to use PostgreSQL (compose.yaml runs it beside a PostgreSQL).

ARG NODE_IMAGE=node:20-bookworm-slim

# Compilers for better-sqlite3's native addon when no prebuilt binary fits (build stages only).
FROM ${NODE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

# Build: every dependency, then `prepare` (prisma generate into src/generated, tsc into dist/).
FROM toolchain AS build
COPY package.json package-lock.json ./
# "hots-judge-cli": "file:bin" is linked by npm ci, so bin/ must be there first.
COPY bin/ bin/
COPY prisma/ prisma/
COPY tsconfig.json tsconfig.build.json ./
COPY src/ src/
RUN npm ci

# Production dependencies only. Scripts are skipped (`prepare` needs the dev tools), except
# better-sqlite3's own install, which fetches or compiles its addon.
FROM toolchain AS prod-deps
COPY package.json package-lock.json ./
COPY bin/ bin/
RUN npm ci --omit=dev --ignore-scripts \
 && npm rebuild better-sqlite3 \
 && npm cache clean --force

# Runtime: no compilers, no dev dependencies, not root. Everything written at run time goes under
# /data (the volume): the SQLite file, the mail outbox and, beside it, the generated mail secret
# (/data/mail/mail-secret); /app is root's and read-only to the server
# (tests/deploy/imageLayout.test.ts runs this layout as a non-root user).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/data/hots.db \
    MAIL_OUTBOX_DIR=/data/mail/outbox
WORKDIR /app
# The board's PNG (board.png, mails) draws its text with the system's fonts: none in the slim image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
COPY package.json ./
COPY bin/ bin/
COPY --from=prod-deps /app/node_modules ./node_modules
# dist/ holds the compiled Prisma clients (dist/generated) beside the server.
COPY --from=build /app/dist ./dist
# Migrations are applied at start-up from prisma/ (src/store/migration-files.ts).
COPY prisma/ prisma/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "bin/hots.js", "serve"]
