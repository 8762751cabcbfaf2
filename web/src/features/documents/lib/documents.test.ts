import { documentLocked } from '@umrah/graphql';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILES, fileProblem } from './documents';

const file = (size: number, type: string, name = 'scan') => new File([new Uint8Array(size)], name, { type });

describe('the upload panel’s choices (spec §2)', () => {
  it('when the picker opens, then it offers exactly what the server accepts', () => {
    expect(ACCEPTED_FILES.split(',')).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf', '.jpg', '.jpeg', '.png', '.webp', '.pdf']);
    expect(ACCEPTED_FILES).not.toContain('image/*');
  });
});

describe('fileProblem: early refusals in the server’s words', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'application/pdf', ''])('when a 1 KB file of type %j is chosen, then it may be sent', (type) => {
    expect(fileProblem(file(1024, type))).toBeUndefined();
  });
  it.each(['image/gif', 'image/heic', 'image/svg+xml', 'text/plain'])(
    'when a %s file is chosen, then "Only JPEG, PNG, WebP or PDF files are accepted."',
    (type) => {
      expect(fileProblem(file(1024, type))).toBe('Only JPEG, PNG, WebP or PDF files are accepted.');
    },
  );
  it('when the file is exactly 5 MB, then it may be sent; one byte more is too large', () => {
    expect(fileProblem(file(5 * 1024 * 1024, 'application/pdf'))).toBeUndefined();
    expect(fileProblem(file(5 * 1024 * 1024 + 1, 'application/pdf'))).toBe('File is too large. The maximum size is 5 MB.');
  });
  it('when the file is empty, then "The file is empty."', () => {
    expect(fileProblem(file(0, 'application/pdf'))).toBe('The file is empty.');
  });
});

describe('documentLocked (Delete is not offered where the server refuses it)', () => {
  it.each([
    ['visa', { visaApproved: true }, true],
    ['visa', { visaApproved: false }, false],
    ['visa', null, false],
    ['passport', { visaApproved: true }, false],
    ['photo', { visaApproved: true }, false],
    ['other', { visaApproved: true }, false],
  ])('when a %s document and the registration %j, then locked is %s', (type, registration, locked) => {
    expect(documentLocked(type, registration)).toBe(locked);
  });
});
