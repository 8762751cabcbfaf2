// The rules' messages with a part that changes (ADR 0116): each English template is written once,
// here; the rules fill it, and a translation reads the parts back from the filled English.
// Each part says what it holds, so a translation can write it the reader's way (money, a day).

/** What a template's part holds: kept as written (a number, a name) or rewritten per language. */
export type PartKind = 'number' | 'text' | 'money' | 'day';

export const RULE_TEMPLATES = {
  'rules.atMost': { english: 'At most {max} characters', parts: { max: 'number' } },
  'rules.form.passportValidAfter': { english: 'Passport must be valid until after {date}', parts: { date: 'day' } },
  'rules.cardRefund.tooMuch': {
    english: 'The card payments can take back at most {amount}: refund the rest by the method used.',
    parts: { amount: 'money' },
  },
  'rules.online.between': { english: 'Enter an amount between {min} and {max}', parts: { min: 'money', max: 'money' } },
  'rules.refund.tooMuch': { english: 'A refund cannot be more than what was paid: {amount} can be refunded.', parts: { amount: 'money' } },
  'rules.trip.copyOverlap': { english: 'The new dates overlap {trip}: shift by at least {days} days.', parts: { trip: 'text', days: 'number' } },
  'rules.rooms.typeNotOffered': { english: 'The {type} room is not offered on every hotel stay of this trip.', parts: { type: 'text' } },
  'rules.rooms.typeInUse': {
    english: 'Travellers chose the {type} rooms of {hotel} ({count}): change their room type before removing it.',
    parts: { type: 'text', hotel: 'text', count: 'number' },
  },
  'rules.rooms.stayInUse': { english: '{hotel} has travellers in its rooms: empty its rooms before removing it.', parts: { hotel: 'text' } },
} as const satisfies Record<string, { english: string; parts: Record<string, PartKind> }>;

export type RuleTemplateId = keyof typeof RULE_TEMPLATES;
export type RuleTemplateValues<I extends RuleTemplateId> = Record<keyof (typeof RULE_TEMPLATES)[I]['parts'], string | number>;

/** The English message of a template with its parts written in: "At most 200 characters". */
export function fillRule<I extends RuleTemplateId>(id: I, values: RuleTemplateValues<I>): string {
  return RULE_TEMPLATES[id].english.replace(/\{(\w+)\}/g, (_, part: string) => String((values as Record<string, string | number>)[part]));
}
