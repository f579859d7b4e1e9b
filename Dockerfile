# syntax=docker/dockerfile:1
# 빌림마켓: one process serving the API, the stored images and the web app on port 3000.
#
#   docker build -t billim-market .
#   docker run --init --env-file store.env -p 3000:3000 billim-market
#
# Settings come from the environment (README.md, "Settings"; docs/deploy.md for production).
# The command is the one the cluster test runs for each of its processes: `npm start`.

# --- build: every dependency, the web app and the server bundle, then the dev tools dropped.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
# The manifests first: the dependency layer is reused until they change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
# The outputs are newer than every source afterwards, so `npm start` finds nothing to build.
RUN npm run build && npm prune --omit=dev

# --- run: the built store, owned by root, run as the unprivileged `node` user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false
WORKDIR /app
COPY --from=build /app /app
# The only folder the store writes: the embedded database, or the uploaded images without S3.
# With DATABASE_URL and S3_* set (several processes) nothing in it needs keeping.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready: the database answers, every migration is applied, the image store is reachable; 503 while
# stopping. (The image has no curl: Node asks.)
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) reaches npm, which passes it to the server (the start script `exec`s
# node): it stops taking requests, finishes those in flight and exits within SHUTDOWN_GRACE_MS
# (20 s), before Docker's SIGKILL (docker stop -t 30, or stop_grace_period: 30s in compose).
STOPSIGNAL SIGTERM
CMD ["npm", "start"]
