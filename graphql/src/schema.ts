import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The SDL files of `graphql/schema`, read from the package (works from src and dist alike). */
export const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(schemaDir + f, 'utf8'));
}
