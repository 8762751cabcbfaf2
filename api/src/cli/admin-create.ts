// npm run admin:create -- <username> <password> [email]
// (or ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL in the environment)
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { migrateLatest } from '../db/migrate.js';
import { AdminNameTakenError } from '../modules/auth/auth.service.js';

const [username, password, email] = process.argv.slice(2);
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const u = username ?? config.ADMIN_USERNAME;
const p = password ?? config.ADMIN_PASSWORD;
if (!u || !p || p.length < 8) {
  console.error('Usage: npm run admin:create -- <username> <password (8+ characters)> [email]');
  process.exit(2);
}
const built = await buildApp(config);
try {
  await migrateLatest(built.db);
  const { created } = await built.services.auth.ensureAdmin({ username: u, password: p, email: email ?? config.ADMIN_EMAIL });
  console.log(created ? `Admin ${u} created.` : `Admin ${u} already existed; password ensured.`);
} catch (err) {
  if (!(err instanceof AdminNameTakenError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await built.close();
}
