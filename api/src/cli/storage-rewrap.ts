// npm run storage:rewrap: re-seals every stored document under the current storage key, the first
// entry of STORAGE_ENCRYPTION_KEYS (rotation, docs/operations.md). An object sealed under an older
// key gets its data key re-wrapped; one stored before encryption existed is encrypted. Safe to run
// again; run it with the new key first and the old one(s) still listed, then drop the old ones.
import { loadConfig } from '../config.js';
import { createStorage } from '../lib/storage.js';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const storage = createStorage(config);
const counts = new Map<string, number>();
const keys = await storage.listKeys();
for (const key of keys) {
  const was = await storage.rewrap(key);
  counts.set(was, (counts.get(was) ?? 0) + 1);
}
const summary = [...counts]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([was, n]) => (was === 'current' ? `${n} already current` : `${n} from ${was}`))
  .join(', ');
console.log(`${keys.length} objects in ${storage.bucket}: ${summary || 'none'}.`);
