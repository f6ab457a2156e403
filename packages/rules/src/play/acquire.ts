import { type ArmorItem, findCatalogItem } from '../catalog/catalog.ts';
import type { InstalledCyberware } from '../cyberware/types.ts';
import { deriveStats } from '../derived.ts';
import type { Attributes } from '../ids.ts';
import { armCyberweapons } from './cyberweapons.ts';
import { carryWeapon } from './loading.ts';
import type { Applied } from './result.ts';
import { type CarriedWeapon, type HitLocation, type PlayState, settle, type WornArmor } from './state.ts';

/**
 * Belongings acquired after play began (docs/rules/career.md#buying-after-creation) join the play state
 * as the build's did when it started (`initialPlayState`): ammunition joins the spare rounds, a ranged
 * weapon is carried and loaded from them, a melee weapon is carried, installed chrome that is a weapon is armed (ranged chrome loaded
 * after the weapons bought), armour is worn where nothing is or where it beats the worn
 * piece's SP, and chrome that raises BODY raises it, with maximum HP and the Seriously Wounded
 * threshold (the HP gained is gained now, the damage taken stays taken).
 */

/** What was acquired, with what the chrome now counts: the build's STATs and every piece installed. */
export interface Acquisition {
  readonly items: readonly { readonly id: string; readonly quantity: number }[];
  readonly attributes: Attributes;
  readonly cyberware: readonly InstalledCyberware[];
}

function addRounds(spares: Record<string, number>, items: Acquisition['items']): string[] {
  const names: string[] = [];
  for (const line of items) {
    const item = findCatalogItem(line.id);
    if (item?.kind !== 'ammo') continue;
    spares[item.id] = (spares[item.id] ?? 0) + line.quantity * item.per;
    names.push(`${line.quantity * item.per} ${item.name}`);
  }
  return names;
}

function addWeapons(state: PlayState, spares: Record<string, number>, items: Acquisition['items']) {
  const weapons: Record<string, CarriedWeapon> = { ...state.weapons };
  const names: string[] = [];
  for (const line of items) {
    const item = findCatalogItem(line.id);
    if (item?.kind !== 'weapon') continue;
    for (let copy = 0; copy < line.quantity; copy++) {
      const carried = carryWeapon(item, spares);
      if (!carried) break;
      let n = 1;
      while (weapons[`${item.id}#${n}`]) n++;
      weapons[`${item.id}#${n}`] = carried;
      names.push(item.magazine === null ? item.name : `${item.name} (${carried.loaded}/${item.magazine})`);
    }
  }
  return { weapons, names };
}

function wear(state: PlayState, items: Acquisition['items']) {
  const armor: Record<HitLocation, WornArmor | null> = { ...state.armor };
  const names: string[] = [];
  for (const line of items) {
    const item = findCatalogItem(line.id);
    if (item?.kind !== 'armor') continue;
    for (const location of ['body', 'head'] as const) {
      if (item.location !== location && item.location !== 'suit') continue;
      const worn = armor[location];
      if (worn && worn.maxSp >= item.sp) continue;
      armor[location] = piece(item);
      names.push(`${item.name} on the ${location}`);
    }
  }
  return { armor, names };
}

const piece = (item: ArmorItem): WornArmor => ({
  itemId: item.id,
  name: item.name,
  maxSp: item.sp,
  sp: item.sp,
  penalty: item.penalty,
});

/** The play state with what was acquired carried, loaded, worn and counted; never refused. */
export function acquireInPlay(state: PlayState, acquisition: Acquisition): Applied {
  const spareAmmo = { ...state.spareAmmo };
  const rounds = addRounds(spareAmmo, acquisition.items);
  const carried = addWeapons(state, spareAmmo, acquisition.items);
  const worn = wear(state, acquisition.items);
  // The chrome counts every piece installed, so chrome missing from an older state joins here too.
  const armed = armCyberweapons({ ...state, weapons: carried.weapons, spareAmmo }, acquisition.cyberware);
  const derived = deriveStats(acquisition.attributes, acquisition.cyberware);
  const body = derived.deathSave;
  const gained = Math.max(0, derived.hp - state.maxHp);
  const next = settle({
    ...state,
    stats: body === state.stats.BODY ? state.stats : { ...state.stats, BODY: body },
    maxHp: body === state.stats.BODY ? state.maxHp : derived.hp,
    seriouslyWoundedAt: body === state.stats.BODY ? state.seriouslyWoundedAt : derived.seriouslyWounded,
    hp: body === state.stats.BODY ? state.hp : state.hp + gained,
    weapons: armed.state.weapons,
    spareAmmo: armed.state.spareAmmo,
    armor: worn.armor,
    weaponsArmed: true,
  });
  const parts = [
    carried.names.length > 0 ? `carries ${carried.names.join(', ')}` : null,
    armed.names.length > 0 ? `chrome in hand: ${armed.names.join(', ')}` : null,
    rounds.length > 0 ? `spare rounds +${rounds.join(', +')}` : null,
    worn.names.length > 0 ? `wears ${worn.names.join(', ')}` : null,
    body !== state.stats.BODY
      ? `BODY ${state.stats.BODY} -> ${body}, max HP ${state.maxHp} -> ${next.maxHp}`
      : null,
  ].filter((part): part is string => part !== null);
  return { state: next, explanation: parts.length > 0 ? `Acquired: ${parts.join('; ')}.` : 'Acquired.' };
}
