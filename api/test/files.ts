// Reading back what the api sends as a file: a PDF as text (pdftotext, a second reader), an xlsx
// as cell texts (openpyxl, a second reader), and any binary body whole (supertest's parser for it).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type request from 'supertest';

/** The PDF's text as pdftotext lays it out. */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-receipt-'));
  const file = path.join(dir, 'receipt.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/** The PDF's words with where each starts and ends across the page (pdftotext -bbox), in points from the left edge. */
export function pdfWords(bytes: Buffer): { word: string; xMin: number; xMax: number; pageWidth: number }[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-words-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const pageWidth = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
    word: m[3]!.replace(/&amp;/g, '&'),
    xMin: Number(m[1]),
    xMax: Number(m[2]),
    pageWidth,
  }));
}

/** supertest's `.parse(binary)`: the body as one Buffer. */
export const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** Reads an xlsx with openpyxl (a second, independent reader): rows of cell texts; a date cell reads `date:YYYY-MM-DD`. */
export function readXlsx(bytes: Buffer): string[][] {
  const dir = mkdtempSync(path.join(tmpdir(), 'umrah-xlsx-'));
  const file = path.join(dir, 'export.xlsx');
  writeFileSync(file, bytes);
  const script = `import json,sys,openpyxl
wb=openpyxl.load_workbook(sys.argv[1], read_only=True)
import datetime
cell=lambda c: "" if c is None else ("date:" + c.date().isoformat() if isinstance(c, datetime.datetime) else str(c))
print(json.dumps([[cell(c) for c in row] for row in wb.active.iter_rows(values_only=True)]))`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' }));
}
