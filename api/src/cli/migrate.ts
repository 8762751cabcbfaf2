import { loadDatabaseConfig } from '../config.js';
import { createDb } from '../lib/db.js';
import { migrateLatest } from '../db/migrate.js';

const config = loadDatabaseConfig();
const db = createDb(config);
try {
  const applied = await migrateLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
} finally {
  await db.destroy();
}
