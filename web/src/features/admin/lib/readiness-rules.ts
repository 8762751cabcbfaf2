// The owner's rules editor (ADR 0119): the board's rules (each with its parameters as name=value,
// its day and source) read back as the rule set the editor starts from and the server checks.
import { DEFAULT_READINESS_RULES, READINESS_RULE_IDS, type ReadinessRules } from '@umrah/graphql';

export interface BoardRule {
  id: string;
  parameters: readonly string[];
  checkedOn: string;
  source: { title: string; url: string };
}

/**
 * The rule set a board shows: each rule's day and source, and its figures (validityYears.conjugate=5
 * sets the nested figure). A rule or figure the board lacks keeps the default; warnDays, which no
 * rule carries, is given by the caller's last known value or the default.
 */
export function rulesFromBoard(rules: readonly BoardRule[], warnDays = DEFAULT_READINESS_RULES.warnDays): ReadinessRules {
  const set = structuredClone(DEFAULT_READINESS_RULES) as ReadinessRules & Record<string, Record<string, unknown>>;
  set.warnDays = warnDays;
  for (const rule of rules) {
    if (!(READINESS_RULE_IDS as readonly string[]).includes(rule.id)) continue;
    const target = set[rule.id]!;
    target.checkedOn = rule.checkedOn;
    target.source = { title: rule.source.title, url: rule.source.url };
    for (const parameter of rule.parameters) {
      const [path, value] = parameter.split('=');
      const [name, nested] = path!.split('.');
      const figure = Number(value);
      if (nested) (target[name!] as Record<string, number>)[nested] = figure;
      else target[name!] = figure;
    }
  }
  return set;
}
