import type { Npc } from '@edgeforge/contracts/gm';
import { NPC_TIER_RULES } from '@edgeforge/rules/gm/npc-tiers';
import { createFoundryIdAllocator } from '../ids.ts';
import type { FoundryMookActor } from '../model.ts';
import { foundryRoleItem } from '../role-item.ts';
import { FOUNDRY_DEFAULT_ACTOR_IMG, FOUNDRY_EXPORT_STATS } from '../target.ts';
import { foundryCyberware } from './cyberware.ts';
import { foundryEquipment, type OwnedLine } from './equipment.ts';
import { paragraphList } from './html.ts';
import { statsAndDerived } from './map-character.ts';
import { foundrySkillItems, foundrySkillNames } from './skills.ts';

/**
 * The role ability rank an exported NPC's role item carries. Our NPCs have a role for colour and no
 * rank of their own (docs/rules/gm.md#npcs); 4 is a new character's rank, and the notes say so.
 */
export const NPC_EXPORT_ROLE_RANK = 4;

/** What the NPC owns as catalogue lines: its body and head armour, then its weapons (repeats counted). */
function npcLines(build: Npc['build']): OwnedLine[] {
  const counts = new Map<string, number>();
  const ids = [build.armor.body, build.armor.head, ...build.weapons].filter((id) => id !== null);
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([id, quantity]) => ({ id, quantity }));
}

/**
 * An NPC of the GM's roster as a `cyberpunk-red-core` mook actor that "Import Data" accepts: the STATs
 * and the stored derived values (HP and Seriously Wounded by the character formula with BODY counting
 * the ware, Humanity and EMP after the ware), the role item at rank 4, all 63 core skills with the NPC's
 * levels and its specific ones, the three core cyberware containers and the installation tree, its
 * weapons, and its body and head armour worn. The notes name the tier and what had no place. Ids are
 * derived from the NPC's id, so a second export of the same NPC has the same ids. Pure.
 */
export function foundryActorFromNpc(npc: Npc): FoundryMookActor {
  const idOf = createFoundryIdAllocator(npc.id);
  const { build } = npc;
  const role = foundryRoleItem(build.role, NPC_EXPORT_ROLE_RANK, idOf('role'));
  const skills = foundrySkillNames(build.skills);
  const ware = foundryCyberware(build.cyberware, idOf);
  const equipment = foundryEquipment(npcLines(build), idOf);
  const leftOut = [...ware.leftOut, ...equipment.leftOut];
  const tier = NPC_TIER_RULES[build.tier].name;
  return {
    name: npc.name,
    type: 'mook',
    img: FOUNDRY_DEFAULT_ACTOR_IMG,
    system: {
      ...statsAndDerived(build.attributes, ware.installed),
      information: {
        alias: '',
        description: '',
        history: '',
        notes: paragraphList([
          `Exported from Edgeforge: a ${tier} NPC.`,
          `Role ability rank ${NPC_EXPORT_ROLE_RANK}: Edgeforge's NPCs carry no rank of their own.`,
          ...skills.notes,
          leftOut.length > 0 ? `Not in this file (no place for it in Foundry): ${leftOut.join(', ')}.` : null,
        ]),
      },
      roleInfo: { activeRole: role.name, activeNetRole: role._id },
      installedItems: { allowed: true, allowedTypes: ['cyberware'], list: ware.onBody },
      reputation: { value: 0, transactions: [] },
    },
    items: [role, ...foundrySkillItems(skills.levels, idOf), ...ware.items, ...equipment.items],
    effects: [],
    flags: { edgeforge: { npcTier: build.tier } },
    // What the system sets on a new mook: HP as the token's bar, and sight.
    prototypeToken: { bar1: { attribute: 'derivedStats.hp' }, sight: { enabled: true } },
    _stats: { ...FOUNDRY_EXPORT_STATS },
  };
}
