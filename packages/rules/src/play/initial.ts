import { type ArmorItem, findCatalogItem, type WeaponItem } from '../catalog/catalog.ts';
import type { PackageLine } from '../catalog/role-packages.ts';
import type { CharacterBuild } from '../check/build.ts';
import { characterNumbers } from '../check/character-numbers.ts';
import { armCyberweapons } from './cyberweapons.ts';
import { carryWeapon } from './loading.ts';
import type { CarriedWeapon, HitLocation, PlayState, WornArmor } from './state.ts';
import { settle } from './state.ts';

/**
 * The play state a saved character starts from (docs/rules/play.md#the-play-state): full HP, the best
 * armour it owns on body and head at full SP, every ranged weapon loaded from its spare rounds, every
 * melee weapon carried, every installed cyberweapon in hand (a ranged one loaded after the carried
 * weapons), the Luck pool full, Humanity as the build left it, no injury and no Death Save penalty.
 */

function wornAt(location: HitLocation, owned: readonly ArmorItem[]): WornArmor | null {
  const fits = owned.filter((item) => item.location === location || item.location === 'suit');
  const best = fits.reduce<ArmorItem | null>(
    (top, item) => (top === null || item.sp > top.sp ? item : top),
    null,
  );
  return best
    ? { itemId: best.id, name: best.name, maxSp: best.sp, sp: best.sp, penalty: best.penalty }
    : null;
}

function itemsOf<K extends 'armor' | 'weapon'>(inventory: readonly PackageLine[], kind: K) {
  return inventory.flatMap((line) => {
    const item = findCatalogItem(line.id);
    return item?.kind === kind ? Array.from({ length: line.quantity }, () => item) : [];
  }) as (K extends 'armor' ? ArmorItem : WeaponItem)[];
}

function spareRounds(inventory: readonly PackageLine[]): Record<string, number> {
  const spares: Record<string, number> = {};
  for (const line of inventory) {
    const item = findCatalogItem(line.id);
    if (item?.kind === 'ammo') spares[item.id] = (spares[item.id] ?? 0) + line.quantity * item.per;
  }
  return spares;
}

function carriedWeapons(inventory: readonly PackageLine[], spares: Record<string, number>) {
  const weapons: Record<string, CarriedWeapon> = {};
  const counts: Record<string, number> = {};
  for (const item of itemsOf(inventory, 'weapon')) {
    const carried = carryWeapon(item, spares);
    if (!carried) continue;
    counts[item.id] = (counts[item.id] ?? 0) + 1;
    weapons[`${item.id}#${counts[item.id]}`] = carried;
  }
  return weapons;
}

/**
 * Builds the starting play state from a saved character's build, or null when the build has no method,
 * role or STATs yet. Maximum HP, the Seriously Wounded threshold, BODY and Humanity come from the
 * derived stats (cyberware counted); spare rounds are the ammunition packages times their rounds.
 */
export function initialPlayState(build: CharacterBuild): PlayState | null {
  const numbers = characterNumbers(build);
  if (!numbers || !build.attributes) return null;
  const armor = itemsOf(numbers.inventory, 'armor');
  const spareAmmo = spareRounds(numbers.inventory);
  const weapons = carriedWeapons(numbers.inventory, spareAmmo);
  const stats = { ...build.attributes, BODY: numbers.body };
  const state = settle({
    stats,
    skills: Object.fromEntries(build.skills.map((skill) => [skill.name, skill.ranks])),
    maxHp: numbers.derived.hp,
    seriouslyWoundedAt: numbers.derived.seriouslyWounded,
    hp: numbers.derived.hp,
    woundState: 'notWounded',
    armor: { body: wornAt('body', armor), head: wornAt('head', armor) },
    injuries: {},
    deathSavePenalty: 0,
    deathSaveBase: 0,
    luckMax: build.attributes.LUCK,
    luck: build.attributes.LUCK,
    weapons,
    spareAmmo,
    humanity: numbers.humanity.current,
    humanityMax: numbers.humanity.max,
    stabilized: false,
    dead: false,
    cyberpsycho: false,
  });
  return armCyberweapons(state, numbers.cyberware).state;
}
