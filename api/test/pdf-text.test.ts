// How a line of a PDF is split into script runs and ordered on the page (src/lib/pdf-text.ts); the
// receipts' tests read whole PDFs back with pdftotext.
import { visualRuns } from '../src/lib/pdf-text.js';

describe('a line in a PDF', () => {
  test('when a line is Latin only, then one Latin run with its spaces and accents', () => {
    expect(visualRuns('Émilie Côté-Bélanger')).toEqual([{ text: 'Émilie Côté-Bélanger', script: 'latin' }]);
  });

  test('when a line is Arabic only, then one Arabic run (fontkit shapes it and lays it right to left)', () => {
    expect(visualRuns('محمد عبد الله')).toEqual([{ text: 'محمد عبد الله', script: 'arabic' }]);
  });

  test('when a Latin line ends in an Arabic name, then the runs keep their order', () => {
    expect(visualRuns('Paid by محمد عبد الله.')).toEqual([
      { text: 'Paid by ', script: 'latin' },
      { text: 'محمد عبد الله', script: 'arabic' },
      { text: '.', script: 'latin' },
    ]);
  });

  test('when an Arabic line holds a Latin word, then the runs are drawn right to left', () => {
    expect(visualRuns('محمد Smith')).toEqual([
      { text: 'Smith', script: 'latin' },
      { text: 'محمد ', script: 'arabic' },
    ]);
  });

  test('when a line has no letter, then it is drawn left to right in the Latin font', () => {
    expect(visualRuns('$1,234.56 CAD')).toEqual([{ text: '$1,234.56 CAD', script: 'latin' }]);
    expect(visualRuns('—')).toEqual([{ text: '—', script: 'latin' }]);
  });
});
