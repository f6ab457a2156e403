import type { FullCharacter } from '@edgeforge/contracts/api';
import { withLevelsNow } from '@edgeforge/contracts/since-creation';
import type { LevelsLayer } from '@edgeforge/rules/career/levels';
import { type CareerLayer, type Possessions, possessionsNow } from '@edgeforge/rules/career/possessions';
import { findCatalogItem, findCyberware } from '@edgeforge/rules/catalog/catalog';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { empLabel, shownHumanity } from '@edgeforge/rules/cyberware/humanity';
import { DERIVED_STAT_KEYS, DERIVED_STAT_LABELS } from '@edgeforge/rules/derived';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { ATTRIBUTE_KEYS, type AttributeKey } from '@edgeforge/rules/ids';
import { getRole } from '@edgeforge/rules/roles';
import { programNames } from '@edgeforge/rules/setup-facts';
import { type SkillGroup, skillGroups } from '@edgeforge/rules/skill-groups';
import { lifepathRows } from './sheet-lifepath.ts';

/*
 * Everything the PDF sheet prints, worked out from the saved character as plain rows, apart from how it
 * is drawn: the STATs, derived stats, skills with STAT and base, the role ability, weapons, armor,
 * cyberware with Humanity, gear, cash, the lifepath and the biography.
 */

const METHOD_NAMES: Record<string, string> = {
  streetrat: 'Streetrat',
  edgerunner: 'Edgerunner',
  complete: 'Complete Package',
};

export interface WeaponRow {
  readonly name: string;
  readonly skill: string;
  readonly damage: string;
  readonly rof: string;
  readonly hands: string;
  readonly magazine: string;
  readonly quantity: number;
}

export interface CyberwareRow {
  readonly name: string;
  readonly place: string;
  readonly humanityLoss: string;
}

export interface SheetData {
  readonly name: string;
  readonly roleLine: string;
  readonly facts: readonly [string, string][];
  readonly shortBio: string | null;
  readonly houseRules: readonly string[] | null;
  readonly stats: readonly { key: AttributeKey; value: string }[];
  readonly derived: readonly [string, string][];
  readonly roleAbility: { title: string; description: string; rank: string | null; setup: string | null };
  /** Every skill in the book's groups, EMP skills on the EMP Humanity has left. */
  readonly skills: readonly SkillGroup[];
  readonly weapons: readonly WeaponRow[];
  readonly armor: readonly [string, string, string][];
  readonly cyberware: readonly CyberwareRow[];
  readonly humanity: string;
  readonly gear: readonly [string, string][];
  readonly cash: string;
  readonly lifepath: readonly [string, string][];
  readonly relationships: readonly [string, string][];
  readonly roleLifepath: readonly [string, string][];
  readonly bio: string | null;
}

/** Weapons, armor and gear from what the character owns (or, saved before the rules check, its gear table). */
function equipment(character: FullCharacter, owned: Possessions) {
  const weapons: WeaponRow[] = [];
  const armor: [string, string, string][] = [];
  const gear: [string, string][] = [];
  const inventory = character.character_inventory;
  for (const line of owned.items) {
    const item = findCatalogItem(line.id);
    if (!item || item.kind === 'cyberware') continue;
    if (item.kind === 'weapon') {
      weapons.push({
        name: item.name,
        skill: item.skill,
        damage: item.damage ?? '-',
        rof: String(item.rof),
        hands: String(item.hands),
        magazine: item.magazine === null ? '-' : String(item.magazine),
        quantity: line.quantity,
      });
    } else if (item.kind === 'armor') {
      const sp = item.location === 'shield' ? `HP ${item.shieldHp}` : `SP ${item.sp}`;
      armor.push([
        `${line.quantity > 1 ? `${line.quantity} x ` : ''}${item.name}`,
        sp,
        item.penalty ? String(item.penalty) : '0',
      ]);
    } else {
      const quantity =
        item.kind === 'ammo'
          ? `${line.quantity * item.per} ${item.variety === 'battery' ? 'charges' : item.per === 1 ? 'shots' : 'rounds'}`
          : String(line.quantity);
      gear.push([item.name, quantity]);
    }
  }
  if (inventory.items === null) {
    for (const entry of inventory.gear) {
      if (entry.group === 'Weapon') {
        weapons.push({
          name: entry.item,
          skill: '-',
          damage: '-',
          rof: '-',
          hands: '-',
          magazine: entry.ammo ?? '-',
          quantity: 1,
        });
      } else if (entry.group === 'Armor') armor.push([entry.item, entry.sp ? `SP ${entry.sp}` : '-', '-']);
      else gear.push([entry.item, entry.ammo ?? '1']);
    }
  }
  return { weapons, armor, gear };
}

/** Each installed piece: where it sits and the Humanity it cost. */
function cyberwareRows(character: FullCharacter, owned: Possessions): CyberwareRow[] {
  const installed = owned.cyberware;
  if (character.character_inventory.installed_cyberware === null && installed.length === 0) {
    return character.character_inventory.cyberware.map((entry) => ({
      name: entry.item,
      place: '-',
      humanityLoss: '-',
    }));
  }
  const byInstance = new Map(installed.map((piece) => [piece.instanceId, piece]));
  return installed.map((piece) => {
    const item = findCyberware(piece.itemId);
    const host = piece.foundationId ? byInstance.get(piece.foundationId) : undefined;
    const hostName = host ? (findCyberware(host.itemId)?.name ?? host.itemId) : null;
    const place =
      hostName !== null
        ? `in ${hostName}`
        : item?.location === 'body'
          ? 'body'
          : item?.naturalLimb
            ? 'natural limb'
            : (item?.location ?? '-');
    return {
      name: item?.name ?? piece.itemId,
      place,
      humanityLoss: `${piece.humanityLoss}${piece.rolled ? ' (rolled)' : ''}`,
    };
  });
}

function roleAbility(character: FullCharacter): SheetData['roleAbility'] {
  const ability = getRole(character.role_id)?.roleAbility;
  const stats = character.character_stats;
  const rank = stats.role_ability?.rank ?? stats.role_ability_rank;
  const setup = stats.role_ability;
  const placed = { ...setup?.combatAwareness, ...setup?.maker, ...setup?.medicine };
  const programs =
    character.role_id === 'netrunner' ? programNames(character.character_inventory.items ?? []) : [];
  const parts = [
    ...Object.entries(placed)
      .filter(([, value]) => (value ?? 0) > 0)
      .map(([key, value]) => `${key.replace(/([a-z])([A-Z])/g, '$1 $2')} ${value}`),
    ...(setup?.team?.length
      ? [`team: ${setup.team.map((member) => getRole(member.role)?.name ?? member.role).join(', ')}`]
      : []),
    ...(setup?.familyVehicle ? [`family vehicle: ${setup.familyVehicle}`] : []),
    // As the sheet's set-up lists them: every copy, from what the character owns.
    ...(programs.length > 0 ? [`programs: ${programs.join(', ')}`] : []),
  ];
  return {
    title: `${ability?.name ?? 'Role ability'} (Rank ${rank})`,
    description: ability?.description ?? '',
    rank: ability?.rankDescriptions[rank - 1] ?? null,
    setup: parts.length > 0 ? parts.join('; ') : null,
  };
}

/**
 * The sheet's content for one saved character as it is now: its skills, role ability rank and set-up
 * at the levels the career raised them to (`withLevelsNow`), its weapons, armor, gear and cyberware what
 * it owns, the build's with what the career bought and installed since (`possessionsNow`).
 */
export function sheetData(
  saved: FullCharacter,
  career: (CareerLayer & LevelsLayer) | null = null,
): SheetData {
  const character = withLevelsNow(saved, career);
  const stats = character.character_stats;
  const inventory = character.character_inventory;
  const owned = possessionsNow({ items: inventory.items, cyberware: inventory.installed_cyberware }, career);
  const humanity = shownHumanity(
    stats.humanity,
    stats.attributes.EMP,
    character.character_inventory.installed_cyberware,
  );
  const role = getRole(character.role_id);
  const fashion = character.fashion_style
    ? (getFashionStyle(character.fashion_style)?.name ?? character.fashion_style)
    : null;
  const facts: [string, string][] = [
    ['Cultural region', character.nationality ?? 'Unknown'],
    ['Native language', stats.native_language ?? 'Unknown'],
    ['Gender', character.gender === 'female' ? 'Female' : 'Male'],
    ['Fashion look', fashion ?? 'None'],
  ];
  const houseRules = stats.house_rules?.enabled
    ? (stats.deviations ?? []).map((finding) => finding.message)
    : null;
  const derived = stats.derived_stats;
  return {
    name: `${character.name_first} ${character.name_last}`.trim(),
    roleLine: [
      role?.name ?? character.role_id,
      METHOD_NAMES[character.character_type] ?? character.character_type,
      character.status === 'retired' ? 'Retired' : null,
    ]
      .filter(Boolean)
      .join(' · '),
    facts,
    shortBio: character.short_bio,
    houseRules,
    stats: ATTRIBUTE_KEYS.map((key) => ({
      key,
      value: key === 'EMP' ? empLabel(humanity) : String(stats.attributes[key]),
    })),
    derived: DERIVED_STAT_KEYS.map((key): [string, string] => {
      const { label, unit } = DERIVED_STAT_LABELS[key];
      const value = key === 'humanity' ? `${humanity.current} / ${humanity.max}` : String(derived[key]);
      return [label, unit ? `${value} ${unit}` : value];
    }),
    roleAbility: roleAbility(character),
    skills: skillGroups(stats.attributes, humanity.emp, stats.skills),
    ...equipment(character, owned),
    cyberware: cyberwareRows(character, owned),
    humanity: `Humanity ${humanity.current} of ${humanity.max} · EMP ${humanity.emp} (${stats.attributes.EMP} before cyberware)`,
    cash: formatEb(character.character_inventory.money),
    ...lifepathRows(character),
    bio: character.bio,
  };
}
