import { findCatalogItem } from '../catalog/catalog.ts';
import type { BuildSkill, CharacterBuild } from '../check/build.ts';
import { CHARACTER_RULES, checkCharacter } from '../check/check-character.ts';
import type { Finding } from '../check/finding.ts';
import { finding } from '../check/rule.ts';
import { checkCyberware } from '../cyberware/check-cyberware.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import { deriveStats } from '../derived.ts';
import type { Attributes, RoleId } from '../ids.ts';
import { type NpcTier, tierVariant } from './npc-tiers.ts';

/**
 * An NPC of a campaign's roster as the rules read it: a tier, a role for colour, the ten STATs, skills
 * by the Complete Package's names, the armour worn on body and head, weapons and installed cyberware,
 * all by catalogue id (docs/rules/gm.md#npcs).
 */
export interface NpcBuild {
  readonly tier: NpcTier;
  readonly role: RoleId;
  readonly attributes: Attributes;
  readonly skills: readonly BuildSkill[];
  /** The language whose first 4 ranks cost nothing, as for a character. */
  readonly nativeLanguage: string;
  readonly armor: { readonly body: string | null; readonly head: string | null };
  readonly weapons: readonly string[];
  readonly cyberware: readonly InstalledCyberware[];
}

/** The rules of the one check that speak for an NPC: STATs, skills and their budgets. */
const NPC_RULE_IDS = new Set([
  'stats-set',
  'stat-range',
  'stat-points',
  'skill-names',
  'skill-duplicates',
  'skill-ranks',
  'basic-skills',
  'skill-points',
]);
/** The budgets a hand-built NPC is spared: the GM sets its numbers, the tier sets only the ranges. */
const BUDGET_RULE_IDS = new Set(['stat-points', 'skill-points']);

/** An NPC as the character check reads it: a Complete Package build of its role. */
function asBuild(npc: NpcBuild): CharacterBuild {
  return {
    characterType: 'complete',
    selectedRole: npc.role,
    attributes: npc.attributes,
    templateRow: null,
    skills: npc.skills,
    culturalRegion: null,
    nativeLanguage: npc.nativeLanguage,
  };
}

/** Findings for armour and weapons the catalogue does not hold, or armour worn where it does not fit. */
function gearFindings(npc: NpcBuild): Finding[] {
  const fits = { body: ['body', 'suit'], head: ['head', 'suit'] } as const;
  const armor = (['body', 'head'] as const).flatMap((place) => {
    const id = npc.armor[place];
    if (id === null) return [];
    const item = findCatalogItem(id);
    const ok = item?.kind === 'armor' && (fits[place] as readonly string[]).includes(item.location);
    return ok ? [] : [finding('ITEM_UNKNOWN', `armor.${place}`, 'gear', `'${id}' is not ${place} armour`)];
  });
  const weapons = npc.weapons.flatMap((id, index) =>
    findCatalogItem(id)?.kind === 'weapon'
      ? []
      : [finding('ITEM_UNKNOWN', `weapons.${index}`, 'gear', `'${id}' is not a weapon of the catalogue`)],
  );
  return [...armor, ...weapons];
}

/**
 * Every way an NPC breaks the rules where they speak for NPCs: the check's STAT and skill rules held to
 * its tier (range up to the tier's highest STAT; with `budgets`, a rolled NPC's exact STAT and skill
 * totals), the catalogue's armour and weapons, and the cyberware's install and Humanity rules.
 */
export function checkNpc(npc: NpcBuild, options: { readonly budgets: boolean }): Finding[] {
  const rules = CHARACTER_RULES.filter(
    (rule) => NPC_RULE_IDS.has(rule.id) && (options.budgets || !BUDGET_RULE_IDS.has(rule.id)),
  );
  return [
    ...checkCharacter(asBuild(npc), rules, tierVariant(npc.tier)),
    ...gearFindings(npc),
    ...checkCyberware(npc.cyberware, { emp: npc.attributes.EMP, body: npc.attributes.BODY, step: 'gear' }),
  ];
}

/** The SP an NPC's armour gives on body and head (0 where it wears none). */
export function npcArmorSp(npc: Pick<NpcBuild, 'armor'>): { readonly body: number; readonly head: number } {
  const sp = (id: string | null) => {
    const item = id ? findCatalogItem(id) : undefined;
    return item?.kind === 'armor' ? item.sp : 0;
  };
  return { body: sp(npc.armor.body), head: sp(npc.armor.head) };
}

/** An NPC's HP by the character formula, BODY counting its cyberware (`deriveStats`). */
export function npcHp(npc: Pick<NpcBuild, 'attributes' | 'cyberware'>): number {
  return deriveStats(npc.attributes, npc.cyberware).hp;
}
