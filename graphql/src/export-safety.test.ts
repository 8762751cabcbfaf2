import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeArchiveSegment, safeCell } from './export-safety.js';

describe('safeCell', () => {
  it.each([
    ['=HYPERLINK("http://x","click")', `'=HYPERLINK("http://x","click")`],
    ["+cmd|' /C calc'!A0", `'+cmd|' /C calc'!A0`],
    ['-2+3+cmd|x', `'-2+3+cmd|x`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1', `'\r=1`],
    ['=', `'=`],
  ])('when a cell would run as a formula (%j), then it gets a leading apostrophe', (text, safe) => {
    expect(safeCell(text)).toBe(safe);
  });

  it.each(['+1 416 555 0100', '+1 (416) 555-0100', '-25.00', '-', '+', 'Ahmed = Ali', 'a@b.ca', '', "'quoted", ' =1'])(
    'when a cell is ordinary text or a plain number (%j), then it stays as it is',
    (text) => {
      expect(safeCell(text)).toBe(text);
    },
  );

  it('when any text goes through, then the result never starts a formula and keeps the text after its guard', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const safe = safeCell(text);
        expect(safe === text || safe === `'${text}`).toBe(true);
        if (/^[=@\t\r]/.test(safe)) throw new Error(`formula left: ${JSON.stringify(safe)}`);
        if (/^[+-]/.test(safe)) expect(safe).toMatch(/^[+-][\d\s()./-]*$/);
      }),
    );
  });
});

describe('safeArchiveSegment', () => {
  it.each([
    ['../../etc', '___.._etc'],
    ['..', '__'],
    ['.', '_'],
    ['', '_'],
    ['   ', '_'],
    ['a/b\\c:d', 'a_b_c_d'],
    ['.hidden', '_hidden'],
    ['name\u0000\n', 'name__'],
    ['Émilie Côté', 'Émilie Côté'],
    ['محمد', 'محمد'],
    ['user.name', 'user.name'],
  ])('when the name is %j, then the segment is %j', (name, segment) => {
    expect(safeArchiveSegment(name)).toBe(segment);
  });

  it('when any text is a segment, then it has no separator, is never "." or "..", never starts with a dot and is never empty', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const segment = safeArchiveSegment(name);
        expect(segment.length).toBeGreaterThan(0);
        // eslint-disable-next-line no-control-regex
        expect(segment).not.toMatch(/[/\\:\u0000-\u001f]/);
        expect(segment.startsWith('.')).toBe(false);
      }),
    );
  });
});
