// Text in our PDFs, in every script a traveller's name may use (ADR 0109): Noto Sans for Latin
// (accents included) and Noto Naskh Arabic, embedded and subset, shipped in `api/assets/fonts`
// with their licence. fontkit shapes each Arabic run (joining forms, lam-alef) and lays it right
// to left; this module splits a line into runs by script and orders the runs for the line's
// direction (the first strong letter decides), which is what a name or an address needs.
import { readFileSync } from 'node:fs';
import fontkit from '@cantoo/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from '@cantoo/pdf-lib';

const FONT_DIR = new URL('../../assets/fonts/', import.meta.url);
const FILES = {
  regular: { latin: 'NotoSans-Regular.ttf', arabic: 'NotoNaskhArabic-Regular.ttf' },
  bold: { latin: 'NotoSans-Bold.ttf', arabic: 'NotoNaskhArabic-Bold.ttf' },
} as const;
export type Weight = keyof typeof FILES;
type Script = 'latin' | 'arabic';

// Read once per process: four files, about 1.4 MB.
const bytes = new Map<string, Buffer>();
const fileBytes = (name: string) => {
  let b = bytes.get(name);
  if (!b) bytes.set(name, (b = readFileSync(new URL(name, FONT_DIR))));
  return b;
};
// Coverage, to print '?' for a character neither font has rather than an empty box.
const coverage = new Map<string, { hasGlyphForCodePoint(cp: number): boolean }>();
const covers = (name: string, cp: number) => {
  let f = coverage.get(name);
  if (!f) coverage.set(name, (f = fontkit.create(fileBytes(name)) as unknown as { hasGlyphForCodePoint(cp: number): boolean }));
  return f.hasGlyphForCodePoint(cp);
};

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const LETTER = /\p{L}/u;
const scriptOf = (ch: string): Script | 'neutral' => (ARABIC.test(ch) ? 'arabic' : LETTER.test(ch) ? 'latin' : /\p{N}/u.test(ch) ? 'latin' : 'neutral');

export interface Run {
  text: string;
  script: Script;
}

/**
 * A line as runs in drawing order (left to right on the page). Neutrals (spaces, punctuation)
 * between two letters of one script stay in that run; elsewhere they take the line's direction.
 */
export function visualRuns(text: string): Run[] {
  const chars = [...text];
  const base: Script = (chars.map(scriptOf).find((s) => s !== 'neutral') as Script | undefined) ?? 'latin';
  const typed = chars.map((ch) => ({ ch, s: scriptOf(ch) }));
  // A neutral between two letters of the same script belongs to that script.
  typed.forEach((t, i) => {
    if (t.s !== 'neutral') return;
    const before = typed
      .slice(0, i)
      .reverse()
      .find((x) => x.s !== 'neutral')?.s;
    const after = typed.slice(i + 1).find((x) => x.s !== 'neutral')?.s;
    t.s = before && before === after ? before : base;
  });
  const runs: Run[] = [];
  for (const { ch, s } of typed) {
    const last = runs.at(-1);
    if (last && last.script === s) last.text += ch;
    else runs.push({ text: ch, script: s as Script });
  }
  return base === 'arabic' ? runs.reverse() : runs;
}

export interface PdfFonts {
  /** The width of a line at a size, as drawn. */
  width(text: string, size: number, weight?: Weight): number;
  /** Draws a line; `align: 'right'` ends it at x. */
  draw(page: PDFPage, text: string, opts: { x: number; y: number; size: number; weight?: Weight; color: RGB; align?: 'left' | 'right' }): void;
}

export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(fontkit);
  const fonts = {} as Record<Weight, Record<Script, PDFFont>>;
  for (const weight of Object.keys(FILES) as Weight[]) {
    fonts[weight] = {
      // `liga` off: Naskh's optional "Allah" ligature would read back from the PDF in the wrong
      // order; the required Arabic ligatures (lam-alef) stay.
      latin: await doc.embedFont(fileBytes(FILES[weight].latin), { subset: true }),
      arabic: await doc.embedFont(fileBytes(FILES[weight].arabic), { subset: true, features: { liga: false } }),
    };
  }
  const printable = (run: Run, weight: Weight): Run => ({
    script: run.script,
    text: [...run.text].map((ch) => (covers(FILES[weight][run.script], ch.codePointAt(0)!) ? ch : '?')).join(''),
  });
  const runsOf = (text: string, weight: Weight) => visualRuns(text).map((r) => printable(r, weight));
  const runWidth = (r: Run, size: number, weight: Weight) => fonts[weight][r.script].widthOfTextAtSize(r.text, size);
  const width = (text: string, size: number, weight: Weight = 'regular') => runsOf(text, weight).reduce((w, r) => w + runWidth(r, size, weight), 0);
  return {
    width,
    draw(page, text, { x, y, size, weight = 'regular', color, align = 'left' }) {
      let at = align === 'right' ? x - width(text, size, weight) : x;
      for (const run of runsOf(text, weight)) {
        page.drawText(run.text, { x: at, y, size, font: fonts[weight][run.script], color });
        at += runWidth(run, size, weight);
      }
    },
  };
}
