# syntax=docker/dockerfile:1
# The Academy image: the release folder of `npm run build` (decision 018), its runtime packages
# only, run by plain node as an unprivileged user. deploy/test/release.test.ts runs the same
# folder the same way on every `npm test`, since no image can be built on the development machines.

FROM node:22-bookworm-slim AS build
WORKDIR /src
# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /src/dist/package.json /src/dist/package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist/ ./
RUN groupadd --system --gid 10001 academy && useradd --system --uid 10001 --gid academy --no-create-home --shell /usr/sbin/nologin academy
USER 10001:10001
EXPOSE 3000 9464
# Readiness, not mere liveness: a replica whose database is gone, or that is draining, is unhealthy.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (drain, then exit); it starts no child processes to reap.
STOPSIGNAL SIGTERM
# The node options of the release's npm start (SERVER_NODE_OPTIONS in scripts/build-release.ts, decision 035); a release test compares them.
ENTRYPOINT ["node", "--max-semi-space-size=16", "--enable-source-maps", "server.js"]
