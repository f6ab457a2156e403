import {
  CRITICAL_INJURIES,
  type CriticalInjuryRow,
  type MedicalCheck,
  type MedicalSkill,
} from '@edgeforge/rules/play/data/critical-injuries';
import type { PlayState } from '@edgeforge/rules/play/state';
import type { FoundryCriticalInjuryItem, FoundryItem } from '../model.ts';
import { paragraph } from './html.ts';

/*
 * A character's play state (packages/rules/src/play/state.ts) written over the actor built from the
 * saved character: what is left of HP, Luck and Humanity, the Death Save penalties, the wound state,
 * the SP the worn armour has left, the rounds loaded and spare, and the critical injuries as the
 * system's `criticalInjury` items (docs/rules/catalog.md#play-at-the-table).
 */

/** The DV of a skill among the checks, 0 when it is not one of them. */
function dvOf(checks: readonly MedicalCheck[], skill: MedicalSkill): number {
  return checks.find((check) => check.skill === skill)?.dv ?? 0;
}

/** A row's quick fix in the system's terms: which skills, and each one's DV. */
function quickFix(row: CriticalInjuryRow): FoundryCriticalInjuryItem['system']['quickFix'] {
  const firstAid = dvOf(row.quickFix, 'First Aid');
  const paramedic = dvOf(row.quickFix, 'Paramedic');
  const type = firstAid > 0 ? 'firstAidParamedic' : paramedic > 0 ? 'paramedic' : 'notApplicable';
  return { type, dvFirstAid: firstAid, dvParamedic: paramedic };
}

/** A row's treatment in the system's terms: the quick fix itself, surgery, or paramedic or surgery. */
function treatment(row: CriticalInjuryRow): FoundryCriticalInjuryItem['system']['treatment'] {
  if (row.treatment === 'quickFix') return { type: 'quickFix', dvParamedic: 0, dvSurgery: 0 };
  const paramedic = dvOf(row.treatment, 'Paramedic');
  const surgery = dvOf(row.treatment, 'Surgery');
  return { type: paramedic > 0 ? 'paramedicSurgery' : 'surgery', dvParamedic: paramedic, dvSurgery: surgery };
}

/** One suffered injury as a `criticalInjury` item, with our own words for what it does. */
function injuryItem(
  injuryId: string,
  injury: PlayState['injuries'][string],
  idOf: (key: string) => string,
): FoundryCriticalInjuryItem {
  const row = CRITICAL_INJURIES[injury.key];
  const fixed = injury.quickFixed ? ' Quick fix applied: its penalties are off until it is treated.' : '';
  return {
    _id: idOf(`injury:${injuryId}`),
    name: row.name,
    type: 'criticalInjury',
    system: {
      location: row.location,
      quickFix: quickFix(row),
      treatment: treatment(row),
      deathSaveIncrease: row.deathSave,
      description: { value: paragraph(`${row.effect}${fixed}`) },
    },
  };
}

/** The numbers of the actor's `system` that play changes, to spread over the saved character's. */
export function playNumbers(state: PlayState) {
  // The system's floors: HP 0, Humanity -100; it shows EMP as Humanity / 10, rounded down.
  const humanity = Math.max(-100, state.humanity);
  return {
    hp: Math.max(0, state.hp),
    humanity,
    emp: Math.floor(humanity / 10),
    luck: state.luck,
    deathSave: { value: 0, penalty: state.deathSavePenalty, basePenalty: state.deathSaveBase },
    currentWoundState: state.dead ? ('dead' as const) : state.woundState,
  };
}

/**
 * The items as play left them: the armour play wears is the one equipped, its ablation what it lost
 * (the system shows SP less ablation); each ranged weapon holds the rounds loaded; each ammunition item
 * holds the spare rounds; and one `criticalInjury` item per injury. Items are matched through the ids
 * the export derives from catalogue ids (`item:<catalogue id>:<piece>`), so nothing goes by name.
 */
export function itemsInPlay(
  items: readonly FoundryItem[],
  state: PlayState,
  idOf: (key: string) => string,
): FoundryItem[] {
  /** The worn armour at a location when it is this item (the first piece of its catalogue id). */
  const wornAs = (id: string, location: 'body' | 'head') => {
    const armor = state.armor[location];
    return armor && idOf(`item:${armor.itemId}:1`) === id ? armor : null;
  };
  const loaded = new Map(
    Object.entries(state.weapons).map(([key, weapon]) => {
      const piece = key.slice(key.lastIndexOf('#') + 1);
      return [idOf(`item:${weapon.itemId}:${piece}`), weapon.loaded] as const;
    }),
  );
  const spares = new Map(
    Object.entries(state.spareAmmo).map(([ammoId, rounds]) => [idOf(`item:${ammoId}:1`), rounds] as const),
  );
  const played = items.map((item): FoundryItem => {
    switch (item.type) {
      case 'armor': {
        if (item.system.isShield) return item;
        const body = wornAs(item._id, 'body');
        const head = wornAs(item._id, 'head');
        const ablated = (worn: typeof body, sp: number) => ({
          sp,
          ablation: worn ? Math.min(sp, worn.maxSp - worn.sp) : 0,
        });
        return {
          ...item,
          system: {
            ...item.system,
            bodyLocation: ablated(body, item.system.bodyLocation.sp),
            headLocation: ablated(head, item.system.headLocation.sp),
            equipped: body || head ? 'equipped' : 'carried',
          },
        };
      }
      case 'weapon': {
        const rounds = loaded.get(item._id);
        if (rounds === undefined) return item;
        const magazine = { ...item.system.magazine, value: Math.min(rounds, item.system.magazine.max) };
        return { ...item, system: { ...item.system, magazine } };
      }
      case 'ammo': {
        const rounds = spares.get(item._id);
        return rounds === undefined ? item : { ...item, system: { ...item.system, amount: rounds } };
      }
      default:
        return item;
    }
  });
  const injuries = Object.entries(state.injuries).map(([id, injury]) => injuryItem(id, injury, idOf));
  return [...played, ...injuries];
}
