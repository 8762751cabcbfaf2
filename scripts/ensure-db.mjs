// Creates the database named in a URL when it does not exist (--fresh: drops it first).
// Usage: node scripts/ensure-db.mjs [--fresh] [url]   (url defaults to DATABASE_URL)
import pg from 'pg';

const args = process.argv.slice(2);
const fresh = args.includes('--fresh');
const url = new URL(args.find((a) => !a.startsWith('--')) ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah');
const name = decodeURIComponent(url.pathname.slice(1));
if (!/^[A-Za-z0-9_]+$/.test(name)) {
  console.error(`refusing unusual database name: ${name}`);
  process.exit(2);
}
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  if (fresh) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) {
    await client.query(`CREATE DATABASE "${name}"`);
    console.log(`[umrah] created database ${name}`);
  }
} finally {
  await client.end();
}
