// The compose stack's S3 server (docs/decisions/0040): s3rver keeps objects on disk under /data and
// checks V2/V4 signatures against the one key pair configured here; this guard in front refuses
// any request that is not signed (s3rver alone would serve anonymous reads) and answers /health.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import S3rver from '@20minutes/s3rver';
import account from '@20minutes/s3rver/lib/models/account.js';

const { DUMMY_ACCOUNT } = account;

// The keys may come from files (compose secrets): S3_ACCESS_KEY_FILE, S3_SECRET_KEY_FILE.
const env = { ...process.env };
for (const key of ['S3_ACCESS_KEY', 'S3_SECRET_KEY']) {
  if (!env[key] && env[`${key}_FILE`]) env[key] = readFileSync(env[`${key}_FILE`], 'utf8').replace(/\r?\n$/, '');
}
const missing = ['S3_ACCESS_KEY', 'S3_SECRET_KEY'].filter((k) => !env[k]);
if (missing.length) {
  console.error(`The S3 server refuses to start: set ${missing.join(', ')}`);
  process.exit(1);
}
const port = Number(env.PORT || 9000);
const directory = env.S3_DATA_DIR || '/data';
const buckets = (env.S3_BUCKETS || '')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);

DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(env.S3_ACCESS_KEY, env.S3_SECRET_KEY);

// Path-style only: with vhost buckets on, a Host such as `s3:9000` would be read as a bucket name.
const s3 = new S3rver({ directory, silent: env.S3_SILENT !== 'false', vhostBuckets: false, configureBuckets: buckets.map((name) => ({ name, configs: [] })) });
const handle = s3.callback();
const signed = (req) => Boolean(req.headers.authorization) || /[?&](X-Amz-Signature|Signature)=/.test(req.url || '');

const server = http.createServer((req, res) => {
  if (req.url === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } else if (!signed(req)) {
    res
      .writeHead(403, { 'content-type': 'application/xml' })
      .end('<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Anonymous access is not allowed</Message></Error>');
  } else {
    handle(req, res);
  }
});

s3.configureBuckets().then(
  () =>
    server.listen(port, '0.0.0.0', () => {
      console.log(`S3 server on :${port}, data in ${directory}, buckets: ${buckets.join(', ') || '(none)'}`);
    }),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
