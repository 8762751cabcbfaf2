import { DEFAULT_READINESS_RULES, READINESS_RULE_IDS } from '@umrah/graphql';
import { describe, expect, it } from 'vitest';
import { rulesFromBoard } from './readiness-rules';

const boardOf = (over: Record<string, { parameters?: string[]; checkedOn?: string }> = {}) =>
  READINESS_RULE_IDS.map((id) => ({
    id,
    parameters: [],
    checkedOn: DEFAULT_READINESS_RULES[id].checkedOn,
    source: DEFAULT_READINESS_RULES[id].source,
    ...over[id],
  }));

describe('the rules the editor starts from', () => {
  it('when the board shows the defaults, then the editor starts from them', () => {
    const board = boardOf({
      passport: { parameters: ['monthsAfterReturn=6'] },
      meningitis: { parameters: ['daysBeforeDeparture=10', 'fromAgeYears=1', 'validityYears.conjugate=5', 'validityYears.polysaccharide=3'] },
      minorConsent: { parameters: ['underAgeYears=18'] },
    });
    expect(rulesFromBoard(board)).toEqual(DEFAULT_READINESS_RULES);
  });

  it('when the board shows edited figures, days and a warning margin, then the editor reads each, nested ones too', () => {
    const board = boardOf({
      passport: { parameters: ['monthsAfterReturn=4'], checkedOn: '2027-01-05' },
      meningitis: { parameters: ['validityYears.polysaccharide=2'] },
    });
    const rules = rulesFromBoard(board, 14);
    expect(rules.warnDays).toBe(14);
    expect(rules.passport).toMatchObject({ monthsAfterReturn: 4, checkedOn: '2027-01-05' });
    expect(rules.meningitis.validityYears).toEqual({ polysaccharide: 2, conjugate: 5 });
    // The defaults themselves are not touched.
    expect(DEFAULT_READINESS_RULES.passport.monthsAfterReturn).toBe(6);
  });

  it('when the board names a rule this build does not know, then it is left out', () => {
    const rules = rulesFromBoard([{ id: 'mahram', parameters: ['x=1'], checkedOn: '2020-01-01', source: { title: 't', url: 'https://a.b' } }]);
    expect(rules).toEqual(DEFAULT_READINESS_RULES);
  });
});
