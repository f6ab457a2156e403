import { findCatalogItem } from '../catalog/catalog.ts';
import { type FireMode, ROUNDS_PER_SHOT } from './data/combat.ts';
import { type CommandResult, refuse, refuseDead } from './result.ts';
import type { HitLocation, PlayState } from './state.ts';

/**
 * Ammunition and armour between hits (docs/rules/play.md#weapons-and-ammunition): firing uses rounds
 * (10 for autofire and suppressive fire), reloading takes spare rounds of one type, repairs bring SP
 * back. Never below 0 rounds, never past the magazine or the armour's own SP.
 */

function ammoName(ammoId: string | null): string {
  return (ammoId && findCatalogItem(ammoId)?.name) || 'nothing';
}

/** Why a melee weapon in play (a cyberweapon's blades or fists) neither fires nor loads. */
function meleeOnly(name: string): string {
  return `${name} is a melee weapon: it neither fires nor loads.`;
}

/**
 * Fires a ranged weapon: 1 round for a single shot, 10 for autofire or suppressive fire (only weapons
 * that can fire on full auto). Refused when the weapon is unknown or holds too few rounds.
 */
export function fire(
  state: PlayState,
  command: { readonly weaponId: string; readonly mode: FireMode },
): CommandResult {
  if (state.dead) return refuseDead();
  const weapon = state.weapons[command.weaponId];
  if (!weapon) return refuse('UNKNOWN_WEAPON', 'The character carries no such ranged weapon.');
  if (weapon.magazine === 0) return refuse('UNKNOWN_WEAPON', meleeOnly(weapon.name));
  if (command.mode !== 'single' && !weapon.autofire)
    return refuse('NO_AUTOFIRE', `${weapon.name} cannot fire on full auto.`);
  const rounds = ROUNDS_PER_SHOT[command.mode];
  if (weapon.loaded < rounds)
    return refuse(
      'NOT_ENOUGH_ROUNDS',
      `${weapon.name} holds ${weapon.loaded} round(s); ${command.mode} fire needs ${rounds}.`,
    );
  const loaded = weapon.loaded - rounds;
  const next = { ...state, weapons: { ...state.weapons, [command.weaponId]: { ...weapon, loaded } } };
  return { state: next, explanation: `${weapon.name}: ${command.mode} fire uses ${rounds}; ${loaded} left.` };
}

/**
 * Reloads a weapon from the spare rounds of one ammunition (the one loaded when none is named). A
 * different type first goes back to the spares, since a weapon holds one type at a time. Refused for
 * ammunition the weapon does not take, a full weapon, or no spares.
 */
export function reload(
  state: PlayState,
  command: { readonly weaponId: string; readonly ammoId?: string | null },
): CommandResult {
  if (state.dead) return refuseDead();
  const weapon = state.weapons[command.weaponId];
  if (!weapon) return refuse('UNKNOWN_WEAPON', 'The character carries no such ranged weapon.');
  if (weapon.magazine === 0) return refuse('UNKNOWN_WEAPON', meleeOnly(weapon.name));
  const ammoId = command.ammoId ?? weapon.ammoId;
  const ammo = ammoId ? findCatalogItem(ammoId) : undefined;
  if (!ammoId || ammo?.kind !== 'ammo' || !weapon.varieties.includes(ammo.variety))
    return refuse('WRONG_AMMO', `${weapon.name} does not take ${ammoName(ammoId ?? null)}.`);
  const swapping = weapon.ammoId !== null && weapon.ammoId !== ammoId;
  const spares = { ...state.spareAmmo };
  if (swapping && weapon.ammoId) spares[weapon.ammoId] = (spares[weapon.ammoId] ?? 0) + weapon.loaded;
  const inWeapon = swapping ? 0 : weapon.loaded;
  if (inWeapon >= weapon.magazine) return refuse('ALREADY_LOADED', `${weapon.name} is already full.`);
  const available = spares[ammoId] ?? 0;
  if (available === 0) return refuse('NO_SPARE_AMMO', `No spare ${ammo.name} left.`);
  const taken = Math.min(available, weapon.magazine - inWeapon);
  spares[ammoId] = available - taken;
  const loaded = inWeapon + taken;
  const next = {
    ...state,
    weapons: { ...state.weapons, [command.weaponId]: { ...weapon, loaded, ammoId } },
    spareAmmo: spares,
  };
  const unloaded = swapping ? `${ammoName(weapon.ammoId)} back to the spares; ` : '';
  return {
    state: next,
    explanation: `${weapon.name}: ${unloaded}loaded ${taken} ${ammo.name}, ${loaded}/${weapon.magazine}; ${spares[ammoId]} spare.`,
  };
}

/**
 * Repairs the armour at a location: SP back up by `amount`, or to the armour's own SP when none is
 * given, never past it. Refused when nothing is worn there or it is intact.
 */
export function repairArmor(
  state: PlayState,
  command: { readonly location: HitLocation; readonly amount?: number },
): CommandResult {
  if (state.dead) return refuseDead();
  const armor = state.armor[command.location];
  if (!armor) return refuse('NO_ARMOR', `No armour on the ${command.location}.`);
  if (armor.sp >= armor.maxSp)
    return refuse('ARMOR_INTACT', `${armor.name} is at its full SP ${armor.maxSp}.`);
  const { amount } = command;
  if (amount !== undefined && (!Number.isInteger(amount) || amount < 1))
    return refuse('INVALID_COMMAND', 'A repair restores a whole number of SP, 1 or more.');
  const sp = Math.min(armor.maxSp, armor.sp + (amount ?? armor.maxSp));
  const next = { ...state, armor: { ...state.armor, [command.location]: { ...armor, sp } } };
  return {
    state: next,
    explanation: `${armor.name} repaired: ${command.location} SP ${armor.sp} -> ${sp} of ${armor.maxSp}.`,
  };
}
