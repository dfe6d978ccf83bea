# syntax=docker/dockerfile:1
# One image for every role, chosen by its command: api, bff, both or migrate
# (deploy/docker-entrypoint.sh). Build: docker build -t balie .

# Build stage: every dependency, the web app (web/dist) and the services and the package they share
# (service-kit/dist) compiled to JavaScript.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY service-kit/package.json service-kit/
RUN npm ci
COPY . .
# build-id: one build id for every replica of this image (what /version.json answers), from what was built.
RUN npm run build && npm run build:server \
 && find service-kit/dist api/dist bff/dist web/dist -type f | sort | xargs sha256sum | sha256sum | cut -c1-12 > build-id

# The packages the REST service and the BFF need at run time, and nothing else; @balie/service-kit is
# one of them, a link to the workspace folder service-kit, which brings its own dependencies.
FROM node:20-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
COPY service-kit/package.json service-kit/
RUN npm ci --omit=dev --workspace=api --workspace=bff

FROM node:20-slim
ENV NODE_ENV=production \
    PORT=4000 \
    API_PORT=4001 \
    DATA_DIR=/data \
    WEB_DIST=/app/web/dist
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY --from=build /app/build-id ./
COPY --from=build /app/service-kit/dist ./service-kit/dist
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/bff/dist ./bff/dist
COPY --from=build /app/scripts/dist ./scripts/dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/schema.graphql ./
COPY deploy/docker-entrypoint.sh deploy/healthcheck.mjs ./deploy/
# The embedded database and files live in /data when no PostgreSQL server is configured; a volume
# mounted on /data/files starts out owned by the unprivileged user.
RUN mkdir -p /data/files && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000 4001
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "/app/deploy/healthcheck.mjs"]
ENTRYPOINT ["/app/deploy/docker-entrypoint.sh"]
CMD ["both"]
