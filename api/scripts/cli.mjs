// Runs one of the api's command-line jobs (migrate, admin-create): the TypeScript source through
// tsx in a checkout, the compiled file where only dist/ exists (the container image has no tsx).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const source = `${apiDir}src/cli/${name}.ts`;
const compiled = `${apiDir}dist/cli/${name}.js`;
const useSource = existsSync(source);
if (!useSource && !existsSync(compiled)) {
  console.error(`Unknown job "${name}": neither ${source} nor ${compiled} exists.`);
  process.exit(2);
}
const command = useSource ? ['--import', 'tsx', source, ...args] : [compiled, ...args];
const run = spawnSync(process.execPath, command, { stdio: 'inherit', cwd: process.cwd() });
process.exit(run.status ?? 1);
