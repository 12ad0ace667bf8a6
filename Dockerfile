# Keyhold production image (issue 20). Untested here: no Docker engine runs on the machines this
# project is built and tested on, and base images cannot be fetched there (see docs/deploy.md).
# Build:  docker build -t keyhold .
# Run:    docker run -p 3000:3000 -e DATABASE_URL=postgres://… keyhold

# --- build: install everything, build the web app, then keep only the runtime dependencies ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# --- runtime: the server bundle (dist/server/main.js, built by npm run build), as an unprivileged user ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/src ./src
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready means: the database answers and every migration is applied (GET /api/health/ready).
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM ends the live streams, finishes in-flight requests and closes the database (exit 0).
STOPSIGNAL SIGTERM
CMD ["node", "--expose-gc", "dist/server/main.js"]
