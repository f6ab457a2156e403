import { findCyberware } from '../catalog/catalog.ts';
import type { CyberwareId } from '../catalog/ids.ts';
import { checkInstall, installFixed } from '../cyberware/install.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import { drawWithoutRepeats, pickRandom, type Rng } from '../dice.ts';
import { ROLE_IDS, type RoleId } from '../ids.ts';
import { rollNativeLanguage } from '../native-language.ts';
import { rollLifepath } from '../roll-lifepath.ts';
import { rollAnySkills } from '../roll-skills.ts';
import { rollPointStats } from '../roll-stats.ts';
import type { NpcBuild } from './npc.ts';
import { NPC_STAT_MIN, NPC_TIER_RULES, type NpcTier } from './npc-tiers.ts';

const draw = drawWithoutRepeats;

/**
 * Up to `count` pieces of `pool` installed in a random order, each where the install rules allow it
 * (`checkInstall`) with its fixed Humanity Loss; a piece that fits nowhere is passed over.
 */
function rollCyberware(
  rng: Rng,
  pool: readonly CyberwareId[],
  count: number,
  stats: { emp: number; body: number },
): InstalledCyberware[] {
  const installed: InstalledCyberware[] = [];
  for (const itemId of draw(rng, pool, pool.length)) {
    if (installed.length === count) break;
    if (!findCyberware(itemId)) continue;
    const piece = installFixed(itemId, `npc-cw-${installed.length + 1}`);
    if (checkInstall(installed, piece, { ...stats, step: 'gear' }).length === 0) installed.push(piece);
  }
  return installed;
}

/**
 * Rolls one NPC of `tier` ("Roll everything" with the tier's budgets, docs/rules/gm.md#rolling-an-npc):
 * a role (given or rolled), a cultural region and native language as the lifepath rolls them, the
 * tier's STAT total spread from 2 up to its highest STAT, its skill total spread as the Complete
 * Package spreads its points, the tier's armour, weapons drawn from its pool and cyberware installed
 * where the rules allow.
 */
export function rollNpc(rng: Rng, tier: NpcTier, options: { readonly role?: RoleId } = {}): NpcBuild {
  const rules = NPC_TIER_RULES[tier];
  const role = options.role ?? pickRandom(rng, ROLE_IDS);
  const nativeLanguage = rollNativeLanguage(rng, rollLifepath(rng, role).culturalRegion!);
  const attributes = rollPointStats(rng, {
    statPoints: rules.statTotal,
    statMin: NPC_STAT_MIN,
    statMax: rules.statMax,
  });
  return {
    tier,
    role,
    attributes,
    skills: rollAnySkills(rng, nativeLanguage, rules.skillTotal),
    nativeLanguage,
    armor: { ...rules.armor },
    weapons: draw(rng, rules.weaponPool, rules.weapons),
    cyberware: rollCyberware(rng, rules.cyberwarePool, rules.cyberware, {
      emp: attributes.EMP,
      body: attributes.BODY,
    }),
  };
}
