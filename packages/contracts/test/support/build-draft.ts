import type { BuildSkill } from '@edgeforge/rules/check/build';
import type { RoleId } from '@edgeforge/rules/ids';
import { nativeLanguageOptions, nativeLanguageSkillName } from '@edgeforge/rules/native-language';
import { ROLE_LIFEPATHS, visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { LIFEPATH_TABLES, ROLL_TABLES, type RollTableField } from '@edgeforge/rules/tables';
import { LEGAL_BUILDS } from '@edgeforge/rules/testing/legal-builds';
import type { RollTable } from '@edgeforge/rules/types';
import { type CompleteDraft, completeDraftSchema, type Draft } from '../../src/draft.ts';

/** Die result used for every table, so the builder is deterministic; 3 exists on every table but the d2. */
const FIXED_ROLL = 3;

/** Who the draft is by default: answers the generation tests and scripts read (real rows of the tables). */
const KAORI = {
  firstName: 'Kaori',
  lastName: 'Tanaka',
  gender: 'female',
  age: 24,
  fashionStyle: 'neonNoir',
  culturalRegion: 'East Asian',
  personalityTrait: 'Intellectual and detached',
  valuesMost: 'Knowledge',
  hairstyle: 'Short and spiked',
  affectation: 'Mirrorshades',
  clothingStyle: 'Urban Flash',
} as const satisfies Partial<Draft>;

function rowValue(table: RollTable, roll = FIXED_ROLL): string {
  const entry = table.entries.find((e) => e.roll === Math.min(roll, table.die));
  if (!entry) throw new Error(`table ${table.id} has no row ${roll}`);
  return entry.value;
}

/** Answers the role's lifepath question by question, taking the first row so each branch is followed. */
function roleLifepathAnswers(roleId: RoleId): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of ROLE_LIFEPATHS[roleId]) {
    if (visibleQuestions(roleId, answers).some((q) => q.id === question.id)) {
      answers[question.id] = rowValue(question.table, 1);
    }
  }
  return answers;
}

function tableFields(roleId: RoleId): Record<RollTableField, string | null> {
  const fields = Object.fromEntries(
    (Object.keys(ROLL_TABLES) as RollTableField[]).map((field) => [field, rowValue(ROLL_TABLES[field])]),
  ) as Record<RollTableField, string | null>;
  // Only a rockerboy answers the rockerboy-type screen.
  if (roleId !== 'rockerboy') fields.rockerBoyType = null;
  return fields;
}

/** The skills with the native language's skill renamed to another language, its ranks kept. */
function speaking(skills: readonly BuildSkill[], from: string, to: string): BuildSkill[] {
  const old = nativeLanguageSkillName(from);
  return skills.map((skill) =>
    skill.name === old ? { ...skill, name: nativeLanguageSkillName(to) } : skill,
  );
}

/** The legal build's language when the region speaks it, else the region's first. */
function regionLanguage(region: string, preferred: string): string {
  const options = nativeLanguageOptions(region);
  return options.includes(preferred) ? preferred : (options[0] ?? preferred);
}

/**
 * A complete, rule-legal character draft for tests, e2e, the bench and the scripts: Kaori Tanaka, a
 * Streetrat Netrunner from East Asia by default, with every roll table answered from real rows, one
 * friend, enemy and tragic love affair, and the STATs, skills, role ability, native language and gear
 * of the rules' legal example build of its method (`@edgeforge/rules/testing/legal-builds`).
 *
 * `characterType` and `selectedRole` overrides switch everything that depends on them (STATs, skills,
 * role ability, gear, the Rockerboy type and the role lifepath); a `culturalRegion` override switches the
 * native language to one of the region's (`regionLanguage`), unless `nativeLanguage` is given too. Other overrides are laid
 * over the result as given, so a test can break a rule or completeness on purpose.
 */
export function buildDraft(overrides: Partial<Draft> = {}): CompleteDraft {
  const role: RoleId = overrides.selectedRole ?? 'netrunner';
  const legal = LEGAL_BUILDS[overrides.characterType ?? 'streetrat'](role);
  const region = overrides.culturalRegion ?? KAORI.culturalRegion;
  const language = overrides.nativeLanguage ?? regionLanguage(region, legal.nativeLanguage!);
  // Parsed, so the legal build's shared data is copied and every default is a valid draft.
  const draft = completeDraftSchema.parse({
    ...tableFields(role),
    ...KAORI,
    culturalRegion: region,
    characterType: legal.characterType!,
    selectedRole: role,
    attributes: legal.attributes!,
    templateRow: legal.templateRow,
    statRolls: legal.statRolls,
    skills: speaking(legal.skills, legal.nativeLanguage!, language),
    roleAbility: legal.roleAbility,
    nativeLanguage: language,
    houseRules: legal.houseRules,
    gearChoices: legal.gearChoices,
    purchases: legal.purchases,
    cyberware: legal.cyberware,
    friends: [{ id: 'friend-1', relationship: rowValue(LIFEPATH_TABLES.friendRelationship) }],
    enemies: [
      {
        id: 'enemy-1',
        enemyType: rowValue(LIFEPATH_TABLES.enemyWho),
        wronged: rowValue(LIFEPATH_TABLES.enemyWronged, 1).toLowerCase() === 'you' ? 'you' : 'them',
        causedBy: rowValue(LIFEPATH_TABLES.enemyCause),
        resources: rowValue(LIFEPATH_TABLES.enemyResources),
        action: rowValue(LIFEPATH_TABLES.enemyAction),
      },
    ],
    loveAffairs: [{ id: 'love-1', event: rowValue(LIFEPATH_TABLES.loveAffair) }],
    roleLifepath: roleLifepathAnswers(role),
  });
  return { ...draft, ...overrides } as CompleteDraft;
}
