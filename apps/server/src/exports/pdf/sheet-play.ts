import { findCatalogItem } from '@edgeforge/rules/catalog/catalog';
import { CRITICAL_INJURIES } from '@edgeforge/rules/play/data/critical-injuries';
import type { PlayState, WornArmor } from '@edgeforge/rules/play/state';

/*
 * The "At the table" block of the PDF sheet: the character as its play state leaves it
 * (packages/rules/src/play/state.ts), as plain rows apart from how they are drawn.
 */

const WOUND_STATES: Record<PlayState['woundState'], string> = {
  notWounded: 'Not wounded',
  lightlyWounded: 'Lightly wounded',
  seriouslyWounded: 'Seriously wounded',
  mortallyWounded: 'Mortally wounded',
};

export interface PlaySheet {
  /** HP with the wound state, Luck, Humanity, armour SP, the Death Save penalty: label and value. */
  readonly facts: readonly [string, string][];
  /** Rounds per weapon and spare rounds: what, and how many. */
  readonly ammo: readonly [string, string][];
  /** Each critical injury: name, where, whether a quick fix holds it. */
  readonly injuries: readonly [string, string, string][];
}

function armorFact(armor: WornArmor | null): string {
  return armor ? `${armor.sp} / ${armor.maxSp} (${armor.name})` : 'None';
}

function condition(state: PlayState): string {
  if (state.dead) return 'Dead';
  const wound = WOUND_STATES[state.woundState];
  return state.woundState === 'mortallyWounded' && state.stabilized ? `${wound}, stabilized` : wound;
}

const ammoName = (id: string | null) => (id ? (findCatalogItem(id)?.name ?? id) : null);

/** What the sheet prints of a play state. */
export function playSheet(state: PlayState): PlaySheet {
  const deathSave = state.deathSaveBase + state.deathSavePenalty;
  const facts: [string, string][] = [
    ['HP', `${state.hp} / ${state.maxHp}, ${condition(state)}`],
    ['Luck left', `${state.luck} / ${state.luckMax}`],
    ['Humanity', `${state.humanity} / ${state.humanityMax}${state.cyberpsycho ? ', cyberpsychosis' : ''}`],
    ['Body SP', armorFact(state.armor.body)],
    ['Head SP', armorFact(state.armor.head)],
    ['Death Save penalty', String(deathSave)],
  ];
  const ammo: [string, string][] = [
    // A melee cyberweapon holds no rounds; the cyberware list names it.
    ...Object.values(state.weapons)
      .filter((weapon) => weapon.magazine > 0)
      .map((weapon): [string, string] => {
        const loaded = ammoName(weapon.ammoId);
        return [weapon.name, `${weapon.loaded} / ${weapon.magazine} loaded${loaded ? `, ${loaded}` : ''}`];
      }),
    ...Object.entries(state.spareAmmo)
      .filter(([, rounds]) => rounds > 0)
      .map(([id, rounds]): [string, string] => [`Spare: ${ammoName(id)}`, String(rounds)]),
  ];
  const injuries = Object.values(state.injuries).map((injury): [string, string, string] => {
    const row = CRITICAL_INJURIES[injury.key];
    return [
      row.name,
      row.location === 'head' ? 'Head' : 'Body',
      injury.quickFixed ? 'Quick fix' : 'Untreated',
    ];
  });
  return { facts, ammo, injuries };
}
