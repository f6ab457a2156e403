/**
 * The one shape every rules check reports in (the "By the book" and "Chrome and eurobucks" issues):
 * a closed set of codes, the path of the field that breaks a rule, the wizard step it belongs to, and
 * a message a player understands, such as "Complete Package: 64 STAT points spent, 62 allowed".
 */

/** Every way a character can break its method's rules. Add a code here before a check reports it. */
export const FINDING_CODES = [
  // method and role
  'METHOD_MISSING',
  'ROLE_MISSING',
  // STATs
  'STATS_MISSING',
  'STAT_OUT_OF_RANGE',
  'STAT_POINTS_OVER',
  'STAT_POINTS_UNSPENT',
  'TEMPLATE_ROW_MISMATCH',
  'STAT_ROLL_MISSING',
  'STAT_ROLL_MISMATCH',
  'STAT_REROLL_NOT_ALLOWED',
  // skills
  'SKILL_UNKNOWN',
  'SKILL_NOT_IN_PACKAGE',
  'SKILL_SPECIALTY_MISSING',
  'SKILL_DUPLICATE',
  'SKILL_RANK_INVALID',
  'SKILL_ABOVE_MAX',
  'BASIC_SKILL_BELOW_MIN',
  'SKILL_POINTS_OVER',
  'SKILL_POINTS_UNSPENT',
  'SKILL_PACKAGE_MISMATCH',
  // role ability and language
  'ROLE_ABILITY_RANK',
  'ROLE_ABILITY_SETUP_MISSING',
  'ROLE_ABILITY_SETUP_INVALID',
  'NATIVE_LANGUAGE_MISSING',
  'NATIVE_LANGUAGE_INVALID',
  // gear, shop and money
  'GEAR_CHOICE_INVALID',
  'ITEM_UNKNOWN',
  'ITEM_QUANTITY_INVALID',
  'OVER_BUDGET',
  'FASHION_BUDGET_MISUSE',
  'CASH_MISMATCH',
  // the cyberdeck's slots
  'DECK_MISSING',
  'DECK_SLOTS_OVER',
  // cyberware and Humanity
  'CYBERWARE_UNKNOWN',
  'CYBERWARE_INSTANCE_DUPLICATE',
  'CYBERWARE_INSTALL_MISMATCH',
  'INSTALL_LOCATION_INVALID',
  'FOUNDATION_MISSING',
  'FOUNDATION_DUPLICATE',
  'SLOTS_FULL',
  'PAIRED_OPTION_UNPAIRED',
  'CHIP_NEEDS_SOCKET',
  'SPEEDWARE_LIMIT',
  'HUMANITY_LOSS_INVALID',
  'HUMANITY_DEPLETED',
  'BODY_REQUIREMENT',
] as const;

/** One of the closed set of finding codes. */
export type FindingCode = (typeof FINDING_CODES)[number];

/**
 * The wizard step a finding belongs to, named by what the player does there; the web app maps each to
 * its screens (Streetrat, Edgerunner and Complete Package routes) and marks them "needs attention".
 */
export const CHECK_STEPS = [
  'method',
  'role',
  'background',
  'attributes',
  'roleAbility',
  'lifepath',
  'skills',
  'gear',
  'shop',
  'summary',
] as const;

/** One of the steps a finding can point at. */
export type CheckStep = (typeof CHECK_STEPS)[number];

/** One way a character breaks its method's rules. */
export interface Finding {
  readonly code: FindingCode;
  /** Dotted path of the field in the character, such as `attributes.INT` or `skills.3.ranks`. */
  readonly path: string;
  readonly step: CheckStep;
  /** What is wrong, in words a player understands. */
  readonly message: string;
}
