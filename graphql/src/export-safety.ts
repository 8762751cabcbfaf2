// What any export may hold, whoever typed it: spreadsheet cells that no program runs as a formula,
// and archive entry names that stay inside the archive's folder.

/** A phone number or a plain signed number: starts with + or - but is no formula. */
const PLAIN_NUMBER = /^[+-][\d\s()./-]*$/;

/**
 * Text for a spreadsheet cell: one that a spreadsheet would read as a formula once the file goes
 * through CSV (starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe, the
 * OWASP "CSV injection" guard; phone numbers such as "+1 416 555 0100" stay as they are.
 */
export function safeCell(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text) || PLAIN_NUMBER.test(text)) return text;
  return `'${text}`;
}

/**
 * One folder or file name inside an archive, from text someone typed (a username, an upload's
 * name): no path separators, no "." or ".." segment, no control characters, never empty.
 */
export function safeArchiveSegment(name: string): string {
  const cleaned = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:]/g, '_')
    .trim()
    .replace(/^\.+/, (dots) => '_'.repeat(dots.length));
  return cleaned || '_';
}
