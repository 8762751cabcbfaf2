// The catalogues' check (docs/decisions/0110), run by npm test: every language has every message of
// its areas, with the same placeholders and tags as English; no message is unused; every message
// is valid ICU; the compiled catalogues are what the sources give.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const sources = path.join(repo, 'graphql/locales');
/** Areas only the staff side reads: Arabic has none of them (ADR 0110). */
const STAFF_AREAS = ['admin'];

const read = (locale: string, area: string): Record<string, string> | undefined => {
  try {
    return JSON.parse(readFileSync(path.join(sources, locale, `${area}.json`), 'utf8')) as Record<string, string>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};
const areas = readdirSync(path.join(sources, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));
const english = Object.fromEntries(areas.map((area) => [area, read('en', area)!]));

/** The placeholders, plural/select arguments and rich-text tags of a message, sorted. */
function shapeOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select') {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  for (const tag of message.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`);
  return [...found].sort();
}

describe('the catalogues', () => {
  it('every id starts with its area', () => {
    for (const area of areas) for (const id of Object.keys(english[area]!)) expect(id.startsWith(`${area}.`), id).toBe(true);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English messages of its areas, with the same placeholders and tags', (locale) => {
    for (const area of areas) {
      const translated = read(locale, area);
      if (locale === 'ar' && STAFF_AREAS.includes(area)) {
        expect(translated, `${locale}/${area}.json: the staff side has no Arabic`).toBeUndefined();
        continue;
      }
      expect(translated, `${locale}/${area}.json is missing`).toBeDefined();
      const missing = Object.keys(english[area]!).filter((id) => !(id in translated!));
      const extra = Object.keys(translated!).filter((id) => !(id in english[area]!));
      expect({ missing, extra }, `${locale}/${area}.json`).toEqual({ missing: [], extra: [] });
      for (const [id, message] of Object.entries(translated!)) {
        expect(message.trim(), `${locale} ${id} is empty`).not.toBe('');
        expect(shapeOf(message), `${locale} ${id}`).toEqual(shapeOf(english[area]![id]!));
      }
    }
  });

  it('no message is unused: each id is written out in the code of some face', () => {
    const code: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === 'catalogs' || name === '__generated__' || name === 'gql') continue;
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) code.push(readFileSync(file, 'utf8'));
      }
    };
    for (const dir of ['web/src', 'api/src', 'graphql/src', 'cms/src']) walk(path.join(repo, dir));
    const all = code.join('\n');
    const unused = areas.flatMap((area) => Object.keys(english[area]!)).filter((id) => !all.includes(`'${id}'`) && !all.includes(`"${id}"`));
    expect(unused).toEqual([]);
  });

  it('the compiled catalogues are what the sources give (npm run codegen writes them)', () => {
    expect(() => execFileSync(process.execPath, [path.join(repo, 'graphql/scripts/compile-catalogs.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
