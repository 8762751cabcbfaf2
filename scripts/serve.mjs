// Runs the built api. When no S3_ENDPOINT is configured (local runs, browser tests), an s3rver
// starts in the same process first, so the two stop together.
//   S3_DATA_DIR: where s3rver keeps objects (default .data/s3)
import S3rver from 's3rver';

if (!process.env.S3_ENDPOINT) {
  const directory = process.env.S3_DATA_DIR ?? '.data/s3';
  const s3 = new S3rver({ port: Number(process.env.S3_PORT ?? 0), address: '127.0.0.1', silent: true, directory });
  const { port } = await s3.run();
  process.env.S3_ENDPOINT = `http://127.0.0.1:${port}`;
  console.log(`[umrah] local S3 (s3rver) on ${process.env.S3_ENDPOINT}, objects in ${directory}`);
}
await import('../api/dist/server.js');
