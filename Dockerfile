# syntax=docker/dockerfile:1
# SuaVez's image: the compiled server (SPA + API on one port). Each step is a command CI runs without
# Docker (scripts/check-production.mjs: the production install, the compiled server's start, /ready,
# SIGTERM and exit 0); README.md#container says what was verified and what was not.
#
#   docker build -t suavez .
#   docker run -p 3000:3000 -v suavez-data:/data --env-file .env suavez
#
# Node 24 LTS, as .nvmrc and `engines` (docs/decisions/009-node-24.md).
ARG NODE_IMAGE=node:24-bookworm-slim

# Builder: every dependency, then `npm run build` (the web app into apps/web/dist, the server and
# packages/shared into apps/api/dist, migrations beside it).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: the production dependencies of the API alone (no tsx, esbuild, Vite, React: the web app is
# already built), the built output, a user without privileges.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --workspace @suavez/api --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: PGlite's files when no DATABASE_URL is given (one process per folder); a volume keeps them.
# /photos: where compose.yaml mounts the photo volume its apps share (PHOTOS_DIR); made here so that a new
# named volume takes this folder's owner, `node`, and the server may write into it.
RUN mkdir -p /data /photos && chown node:node /data /photos
USER node
VOLUME /data
EXPOSE 3000
# /ready: the database answers, the migrations are applied, the process is not draining. Slim images
# have no curl: node fetches it.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's command (no npm, no shell), so `docker stop`'s SIGTERM reaches the server, which
# drains and exits 0. Admin commands: docker exec <container> node apps/api/dist/admin.js <command>.
CMD ["node", "apps/api/dist/server.js"]
