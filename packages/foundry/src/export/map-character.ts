import type { FullCharacter } from '@edgeforge/contracts/api';
import { withLevelsNow } from '@edgeforge/contracts/since-creation';
import { possessionsNow } from '@edgeforge/rules/career/possessions';
import { effectiveBody } from '@edgeforge/rules/cyberware/body';
import { computeHumanity } from '@edgeforge/rules/cyberware/humanity';
import { deriveStats } from '@edgeforge/rules/derived';
import type { Attributes } from '@edgeforge/rules/ids';
import type { PlayState } from '@edgeforge/rules/play/state';
import { createFoundryIdAllocator } from '../ids.ts';
import { foundryActorImage } from '../image.ts';
import type { FoundryCharacterActor, FoundryCharacterSystem } from '../model.ts';
import { FOUNDRY_EXPORT_STATS } from '../target.ts';
import { type FoundryCareer, foundryCareer } from './career.ts';
import { foundryCyberware } from './cyberware.ts';
import { foundryEquipment } from './equipment.ts';
import { paragraph, paragraphList, paragraphs } from './html.ts';
import { foundryLifepath } from './lifepath.ts';
import { ownedLines } from './owned.ts';
import { itemsInPlay, playNumbers } from './play.ts';
import { foundryRoleSetup } from './role-setup.ts';
import { foundrySkillItems, foundrySkillNames } from './skills.ts';

/** What the mapper needs beside the character. */
export interface FoundryExportOptions {
  /** The origin the portrait is served from (PUBLIC_URL, else the request's own origin). */
  readonly publicUrl: string;
  /** The character's play state, when it has been played: the actor then carries it. */
  readonly play?: PlayState | null;
  /** The character's career, once opened: the ledgers and Lifestyle then come from it. */
  readonly career?: FoundryCareer | null;
}

/** The saved character's numbers with what play changed written over them. */
function inPlay(
  numbers: Pick<FoundryCharacterSystem, 'stats' | 'derivedStats'>,
  state: PlayState,
): Pick<FoundryCharacterSystem, 'stats' | 'derivedStats'> {
  const now = playNumbers(state);
  const { stats, derivedStats } = numbers;
  return {
    stats: { ...stats, luck: { ...stats.luck, value: now.luck }, emp: { ...stats.emp, value: now.emp } },
    derivedStats: {
      ...derivedStats,
      hp: { ...derivedStats.hp, value: now.hp },
      humanity: { ...derivedStats.humanity, value: now.humanity },
      deathSave: now.deathSave,
      currentWoundState: now.currentWoundState,
    },
  };
}

/** The STATs and the numbers the system stores rather than recomputes, for the ware the file holds. */
export function statsAndDerived(
  attributes: Attributes,
  installed: Parameters<typeof computeHumanity>[1],
): Pick<FoundryCharacterSystem, 'stats' | 'derivedStats'> {
  // BODY with Grafted Muscle or a Linear Frame: no active effect of ours raises it in Foundry.
  const body = effectiveBody(attributes.BODY, installed);
  const derived = deriveStats({ ...attributes, BODY: body });
  const humanity = computeHumanity(attributes.EMP, installed);
  const plain = (value: number) => ({ value });
  return {
    stats: {
      int: plain(attributes.INT),
      ref: plain(attributes.REF),
      dex: plain(attributes.DEX),
      tech: plain(attributes.TECH),
      cool: plain(attributes.COOL),
      will: plain(attributes.WILL),
      luck: { value: attributes.LUCK, max: attributes.LUCK },
      move: plain(attributes.MOVE),
      body: plain(body),
      emp: { value: humanity.emp, max: attributes.EMP },
    },
    derivedStats: {
      hp: { value: derived.hp, max: derived.hp, transactions: [] },
      humanity: { value: humanity.current, max: humanity.max, transactions: [] },
      seriouslyWounded: derived.seriouslyWounded,
      deathSave: { value: 0, penalty: 0, basePenalty: 0 },
      walk: { value: attributes.MOVE * 2 },
      run: { value: attributes.MOVE * 4 },
      currentWoundState: 'notWounded',
    },
  };
}

/**
 * The Player Notes: where the file came from, what of the character Foundry has no field for (the
 * role-ability set-up, the specialty a bare skill was given, the things left out), house-rules deviations.
 */
function notes(character: FullCharacter, kept: readonly string[], leftOut: readonly string[]): string {
  const deviations = character.character_stats.deviations ?? [];
  return paragraphList([
    'Exported from Edgeforge.',
    ...kept,
    leftOut.length > 0 ? `Not in this file (no place for it in Foundry): ${leftOut.join(', ')}.` : null,
    ...(character.character_stats.house_rules?.enabled && deviations.length > 0
      ? ['Built under house rules:', ...deviations.map((finding) => finding.message)]
      : []),
  ]);
}

/**
 * What Foundry has no field for but our import needs to rebuild the same character (decision 051): the
 * method, gender and look, the STAT rolls or template row, and the role ability's whole set-up. Foundry
 * keeps a flag filed under a module's name untouched.
 */
function edgeforgeFlags(character: FullCharacter) {
  const stats = character.character_stats;
  const templateRow = Number(character.character_background.personal_history.templateRow);
  return {
    characterType: character.character_type,
    gender: character.gender,
    ...(character.fashion_style ? { fashionStyle: character.fashion_style } : {}),
    ...(Number.isInteger(templateRow) && templateRow > 0 ? { templateRow } : {}),
    ...(stats.stat_rolls ? { statRolls: stats.stat_rolls } : {}),
    ...(stats.role_ability ? { roleAbility: stats.role_ability } : {}),
  };
}

/**
 * A saved character as a `cyberpunk-red-core` character actor that "Import Data" accepts: the STATs and
 * the stored derived values (HP, Seriously Wounded, Humanity current and maximum, EMP), the role item at
 * its rank with the set-up ranks its sub-abilities hold (the rest of a set-up goes to the notes), all 63
 * core skills and the specific ones (the rank, set-up and skills at the levels the career raised them
 * to, `withLevelsNow`), the three core cyberware containers and the installation tree by
 * id, weapons, armor, ammunition, gear, clothing, cyberdeck and programs (with what the career bought and
 * installed since creation, `possessionsNow`), cash, the 17 lifepath answers
 * and the biography. With a play state, the actor carries it: HP, Humanity, Luck, the Death Save
 * penalties and the wound state as they are now, the SP the worn armour lost as ablation, the rounds
 * loaded and spare, and the critical injuries (`./play.ts`). Ids are derived from the character's id, so a second export of the same character
 * has the same ids. Pure: the portrait's origin comes in with the options.
 */
export function foundryActorFromCharacter(
  saved: FullCharacter,
  options: FoundryExportOptions,
): FoundryCharacterActor {
  // The skills, the role rank and its set-up at the levels the career raised them to (levels.ts).
  const character = withLevelsNow(saved, options.career?.state);
  const idOf = createFoundryIdAllocator(character.id);
  const role = foundryRoleSetup(character, idOf('role'));
  const skills = foundrySkillNames(character.character_stats.skills);
  const owned = ownedLines(character);
  // The build's belongings with what the career bought and installed since (one function for all).
  const now = possessionsNow(
    { items: owned.lines, cyberware: character.character_inventory.installed_cyberware },
    options.career?.state,
  );
  const ware = foundryCyberware(now.cyberware, idOf);
  const equipment = foundryEquipment(now.items, idOf);
  const leftOut = [...ware.leftOut, ...equipment.leftOut, ...owned.unmatched];
  const cash = character.character_inventory.money;
  const name = `${character.name_first} ${character.name_last}`.trim();
  const numbers = statsAndDerived(character.character_stats.attributes, ware.installed);
  const items = [role.item, ...foundrySkillItems(skills.levels, idOf), ...ware.items, ...equipment.items];
  return {
    name,
    type: 'character',
    img: foundryActorImage(character.portrait_url, options.publicUrl),
    system: {
      ...(options.play ? inPlay(numbers, options.play) : numbers),
      information: {
        alias: '',
        description: paragraph(character.short_bio),
        history: paragraphs(character.bio),
        notes: notes(character, [...role.notes, ...skills.notes], leftOut),
      },
      lifepath: foundryLifepath(character),
      roleInfo: { activeRole: role.item.name, activeNetRole: role.item._id },
      installedItems: { allowed: true, allowedTypes: ['cyberware'], list: ware.onBody },
      wealth: { value: cash, transactions: [[`Eurobucks set to ${cash}`, 'Starting money (Edgeforge)']] },
      reputation: { value: 0, transactions: [] },
      ...(options.career ? foundryCareer(options.career) : {}),
    },
    items: options.play ? itemsInPlay(items, options.play, idOf) : items,
    effects: [],
    flags: { edgeforge: edgeforgeFlags(character) },
    _stats: { ...FOUNDRY_EXPORT_STATS },
  };
}
