import { ATTRIBUTE_KEYS, type AttributeKey, type Attributes } from '../../ids.ts';
import { STAT_TEMPLATES } from '../../templates.ts';
import { statPointBudget } from '../budgets.ts';
import type { CharacterBuild } from '../build.ts';
import type { Finding } from '../finding.ts';
import { budgetFindings, type CharacterRule, type CheckContext, finding } from '../rule.ts';

const DIE_FACES = 10;

function isDieResult(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= DIE_FACES;
}

/** The value a 1d10 result gives a STAT on the role's table. */
function tableValue(context: CheckContext, roll: number, key: AttributeKey): number {
  return STAT_TEMPLATES[context.role][roll - 1]![key];
}

/** Runs `check` on the attributes once they are set (`statsSet` reports them missing). */
function withAttributes(
  check: (attributes: Attributes, build: CharacterBuild, context: CheckContext) => Finding[],
): CharacterRule['check'] {
  return (build, context) => (build.attributes ? check(build.attributes, build, context) : []);
}

/** STATs must be set before any other STAT rule can speak. */
const statsSet: CharacterRule = {
  id: 'stats-set',
  check: (build, { methodRules }) =>
    build.attributes
      ? []
      : [
          finding(
            'STATS_MISSING',
            'attributes',
            'attributes',
            `${methodRules.name}: the STATs are not set yet`,
          ),
        ],
};

/** Every STAT is a whole number within the method's range (1 to 8, or 2 to 8 for the Complete Package). */
const statRange: CharacterRule = {
  id: 'stat-range',
  check: withAttributes((attributes, _build, { methodRules: rules }) =>
    ATTRIBUTE_KEYS.filter((key) => {
      const value = attributes[key];
      return !Number.isInteger(value) || value < rules.statMin || value > rules.statMax;
    }).map((key) =>
      finding(
        'STAT_OUT_OF_RANGE',
        `attributes.${key}`,
        'attributes',
        `${rules.name}: ${key} is ${attributes[key]}; STATs run from ${rules.statMin} to ${rules.statMax}`,
      ),
    ),
  ),
};

/** Complete Package: exactly the method's STAT points (or its variant's) are spent. */
const statPoints: CharacterRule = {
  id: 'stat-points',
  methods: ['complete'],
  check: (build, { methodRules: rules, variant }) =>
    budgetFindings(
      statPointBudget(build, variant),
      { over: 'STAT_POINTS_OVER', unspent: 'STAT_POINTS_UNSPENT' },
      { path: 'attributes', step: 'attributes', points: 'STAT points', method: rules.name },
    ),
};

/** Streetrat: every STAT is the value of one template row of the role's table. */
const templateRowMatches: CharacterRule = {
  id: 'template-row',
  methods: ['streetrat'],
  check: withAttributes((attributes, { templateRow: row }, context) => {
    const prefix = `${context.methodRules.name}:`;
    if (row == null) {
      return [
        finding(
          'STAT_ROLL_MISSING',
          'templateRow',
          'attributes',
          `${prefix} roll or pick a row of the ${context.roleName} STAT table`,
        ),
      ];
    }
    if (!isDieResult(row)) {
      return [
        finding(
          'TEMPLATE_ROW_MISMATCH',
          'templateRow',
          'attributes',
          `${prefix} row ${row} is not on the ${context.roleName} STAT table (rows 1 to ${DIE_FACES})`,
        ),
      ];
    }
    return ATTRIBUTE_KEYS.filter((key) => attributes[key] !== tableValue(context, row, key)).map((key) =>
      finding(
        'TEMPLATE_ROW_MISMATCH',
        `attributes.${key}`,
        'attributes',
        `${prefix} ${key} is ${attributes[key]}, but row ${row} of the ${context.roleName} table gives ${tableValue(context, row, key)}`,
      ),
    );
  }),
};

/** The findings of one Edgerunner STAT column: its rolls, re-rolls and value. */
function columnFindings(build: CharacterBuild, context: CheckContext, key: AttributeKey): Finding[] {
  const prefix = `${context.methodRules.name}:`;
  const rolls = build.statRolls?.[key] ?? [];
  const path = `statRolls.${key}`;
  if (rolls.length === 0) {
    return [finding('STAT_ROLL_MISSING', path, 'attributes', `${prefix} roll 1d10 for ${key}`)];
  }
  const findings: Finding[] = [];
  const allowed = build.houseRules?.statRerolls ? 2 : 1;
  if (rolls.length > allowed) {
    findings.push(
      finding(
        'STAT_REROLL_NOT_ALLOWED',
        path,
        'attributes',
        allowed === 1
          ? `${prefix} ${key} was rolled ${rolls.length} times; re-rolls need the house-rules option`
          : `${prefix} ${key} was rolled ${rolls.length} times; the house rule allows one re-roll`,
      ),
    );
  }
  const bad = rolls.findIndex((roll) => !isDieResult(roll));
  if (bad !== -1) {
    return [
      ...findings,
      finding(
        'STAT_ROLL_MISMATCH',
        `${path}.${bad}`,
        'attributes',
        `${prefix} ${rolls[bad]} is not a 1d10 result`,
      ),
    ];
  }
  const last = rolls[rolls.length - 1]!;
  const value = build.attributes?.[key];
  if (value !== undefined && value !== tableValue(context, last, key)) {
    findings.push(
      finding(
        'STAT_ROLL_MISMATCH',
        `attributes.${key}`,
        'attributes',
        `${prefix} ${key} is ${value}, but its roll of ${last} on the ${context.roleName} table gives ${tableValue(context, last, key)}`,
      ),
    );
  }
  return findings;
}

/** Edgerunner: each STAT comes from its own 1d10 roll on its column of the role's table. */
const columnRollsMatch: CharacterRule = {
  id: 'column-rolls',
  methods: ['edgerunner'],
  check: (build, context) =>
    build.attributes ? ATTRIBUTE_KEYS.flatMap((key) => columnFindings(build, context, key)) : [],
};

/** The STAT rules of every method, in the order the attributes screen reads. */
export const STAT_RULES: readonly CharacterRule[] = [
  statsSet,
  statRange,
  statPoints,
  templateRowMatches,
  columnRollsMatch,
];
