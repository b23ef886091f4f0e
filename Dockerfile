# syntax=docker/dockerfile:1
# Oculo's container image (docs/deploying.md#image): the production build only, run as a non-root
# user, configured by environment (.env.example lists every variable), its data under /data.
#
#   docker build -t oculo .                     (podman build --format docker -t oculo . alike)
#   docker run -p 3000:3000 -v oculo-data:/data oculo
#
# NODE_IMAGE is any Debian-based image with Node.js 20.9 or later and npm at /usr/local/bin; where no
# public registry can be reached, deploy/node-base.sh assembles one from Debian's packages.
ARG NODE_IMAGE=docker.io/library/node:22-bookworm-slim

# --- the dependencies, from the lock file alone: a code change does not reinstall them ---
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# --- the build; then only what the running shop needs is kept ---
FROM dependencies AS build
# The build bakes the public address into the pages' canonical links and the NEXT_PUBLIC_* values
# into the browser's code (docs/deploying.md#image); set them to the shop's own.
ARG SITE_URL=http://localhost:3000
ARG NEXT_PUBLIC_PAYPAL_CLIENT_ID=
ARG NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=
ENV NEXT_TELEMETRY_DISABLED=1 SITE_URL=${SITE_URL} \
    NEXT_PUBLIC_PAYPAL_CLIENT_ID=${NEXT_PUBLIC_PAYPAL_CLIENT_ID} \
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=${NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY}
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .next/cache

# --- the running shop ---
FROM ${NODE_IMAGE} AS shop
WORKDIR /app
RUN groupadd --gid 10001 oculo \
 && useradd --uid 10001 --gid oculo --no-create-home --home-dir /app --shell /usr/sbin/nologin oculo \
 && mkdir /data && chown oculo:oculo /data
COPY --from=build /app /app
# The code is root's and read-only to the shop; Next.js keeps its optimised images in .next/cache.
RUN mkdir -p /app/.next/cache && chown oculo:oculo /app/.next/cache
# scripts/server-node-flags.mjs: the flags and malloc arenas `npm run serve` starts the server with.
# npm (for `npm run operator`, backup, restore) keeps its cache in /tmp: the user's home, /app, is root's.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 MALLOC_ARENA_MAX=2 \
    npm_config_cache=/tmp/npm npm_config_update_notifier=false \
    PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
USER oculo
VOLUME /data
EXPOSE 3000
# /api/health answers 200 once the database is migrated and seeded, and 503 while it cannot be reached.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(a=>process.exit(a.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=20", "scripts/serve.mjs"]
