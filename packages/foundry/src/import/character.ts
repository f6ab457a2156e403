import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import type { FoundryActorFile, ImportedFrom } from '@edgeforge/contracts/foundry-actor-file';
import { LIMITS } from '@edgeforge/contracts/limits';
import { checkCharacter } from '@edgeforge/rules/check/check-character';
import type { Finding } from '@edgeforge/rules/check/finding';
import { computeHumanity } from '@edgeforge/rules/cyberware/humanity';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { CHARACTER_TYPES, type CharacterType, FASHION_STYLE_KEYS, GENDERS } from '@edgeforge/rules/ids';
import { FOUNDRY_SYSTEM_ID } from '../target.ts';
import { cyberwareOf } from './cyberware.ts';
import { ownedOf } from './equipment.ts';
import { gearFor, ownedWithChrome } from './gear-lines.ts';
import { lifepathOf } from './lifepath.ts';
import { portraitOf } from './portrait.ts';
import { nativeLanguageOf, skillsOf } from './skills.ts';
import { attributesOf, roleOf } from './stats.ts';
import { lineOf, paragraphsOf, textOf } from './text.ts';

/** A Foundry actor made ready for the save, with everything of it that did not come in. */
export interface FoundryImport {
  /** A complete draft; under house rules when the rules check finds anything. */
  readonly draft: Draft;
  readonly findings: readonly Finding[];
  readonly bio: string;
  readonly shortBio: string;
  /** The portrait as base64 PNG when the file carries one inline. */
  readonly portrait: string | null;
  readonly importedFrom: ImportedFrom;
  /** What the file holds that the character does not, one sentence each, for the player. */
  readonly notMapped: readonly string[];
  /** The cash the file names (the save computes its own, from the method's money). */
  readonly cash: number | null;
}

/** Why a Foundry actor cannot become a character at all. */
export interface FoundryImportProblem {
  readonly problem: string;
}

/** Our export's mark in the notes, and the flags where it names what Foundry has no field for. */
const EDGEFORGE_NOTE = 'Exported from Edgeforge.';
/** The methods tried, in order of preference on a tie, when the file names none. */
const METHOD_ORDER: readonly CharacterType[] = ['complete', 'streetrat', 'edgerunner'];

function isEdgeforgeExport(file: FoundryActorFile): boolean {
  return (
    Boolean(file.flags?.edgeforge) || paragraphsOf(file.system.information?.notes).includes(EDGEFORGE_NOTE)
  );
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

/** First name and the rest; a one-word name is both (the save needs a last name). */
function namesOf(name: string, notMapped: string[]): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const firstName = first.slice(0, LIMITS.nameMax);
  const lastName = rest.join(' ').slice(0, LIMITS.nameMax);
  if (lastName === '') notMapped.push(`Name: "${name}" is one word; it is the last name as well.`);
  return { firstName, lastName: lastName || firstName };
}

/**
 * A `cyberpunk-red-core` character actor (Edgeforge's Foundry export or the system's own "Export Data")
 * as a draft to save (decision 051): STATs, role and rank, skills, the installation tree, what it owns
 * by catalogue name, lifepath, biography and an inline PNG portrait. The creation method is the one the
 * file names, else the one whose rules check finds least (the character then shows no method). Whatever
 * the rules check finds puts it under house rules; whatever has no place here is named in `notMapped`.
 */
export function characterFromFoundryActor(file: FoundryActorFile): FoundryImport | FoundryImportProblem {
  const notMapped: string[] = [];
  const ours = isEdgeforgeExport(file);
  const flags = file.flags?.edgeforge ?? {};
  const role = roleOf(file, Boolean(flags.roleAbility), notMapped);
  if (!role) return { problem: 'The actor has no role item Edgeforge knows, and a character needs a role.' };
  const installed = cyberwareOf(file, notMapped);
  const attributes = attributesOf(file.system.stats, installed, notMapped);
  const skills = skillsOf(file.items, notMapped);
  const owned = ownedWithChrome(ownedOf(file.items, notMapped), installed);
  const lifepath = lifepathOf(file, role.role, notMapped);
  const named = oneOf(CHARACTER_TYPES, flags.characterType);
  const base: Draft = {
    ...emptyDraft(),
    ...namesOf(file.name, notMapped),
    gender: oneOf(GENDERS, flags.gender) ?? 'male',
    selectedRole: role.role,
    fashionStyle: oneOf(FASHION_STYLE_KEYS, flags.fashionStyle) ?? FASHION_STYLE_KEYS[0],
    attributes,
    skills: skills.packaged,
    roleAbility: flags.roleAbility ?? { rank: Math.min(10, Math.max(1, role.rank)) },
    templateRow: flags.templateRow ?? null,
    statRolls: flags.statRolls ?? null,
    nativeLanguage: nativeLanguageOf(
      lifepath.nativeLanguage,
      lifepath.answers.culturalRegion,
      skills.specific,
    ),
    cyberware: installed,
    ...lifepath.answers,
  };
  if (!flags.gender) notMapped.push('Gender: Foundry keeps none; it came in as male, change it with Edit.');
  if (!flags.fashionStyle) {
    const style = getFashionStyle(FASHION_STYLE_KEYS[0])?.name ?? FASHION_STYLE_KEYS[0];
    notMapped.push(`Fashion style: Foundry keeps none; it came in as ${style}, change it with Edit.`);
  }
  const tried = (named ? [named] : METHOD_ORDER).map((method) => {
    const draft: Draft = {
      ...base,
      characterType: method,
      ...(method === 'complete' ? { skills: skills.specific } : {}),
      ...gearFor(method, role.role, owned),
    };
    return { draft, findings: checkCharacter(draft) };
  });
  const best = tried.reduce((a, b) => (b.findings.length < a.findings.length ? b : a));
  const humanity = computeHumanity(attributes.EMP, installed).current;
  const fileHumanity = file.system.derivedStats?.humanity?.value;
  if (fileHumanity !== undefined && fileHumanity !== humanity) {
    notMapped.push(
      `Humanity ${fileHumanity}: here it is ${humanity}, from EMP and each piece's fixed Humanity Loss (the file keeps no rolls or therapy).`,
    );
  }
  const information = file.system.information;
  if (!ours && lineOf(information?.notes)) notMapped.push('Player notes: there is no place for them here.');
  if (lineOf(information?.alias))
    notMapped.push(`Alias "${lineOf(information?.alias)}": there is no place for it here.`);
  const system = file._stats?.systemId ?? FOUNDRY_SYSTEM_ID;
  return {
    draft:
      best.findings.length > 0
        ? { ...best.draft, houseRules: { enabled: true, statRerolls: false } }
        : best.draft,
    findings: best.findings,
    bio: textOf(information?.history, LIMITS.bioMax),
    shortBio: lineOf(information?.description, LIMITS.shortBioMax) ?? '',
    portrait: portraitOf(file.img, notMapped),
    importedFrom: {
      source: `Foundry VTT (${system})${ours ? ', exported by Edgeforge' : ''}`,
      methodNamed: named !== null,
    },
    notMapped,
    cash: file.system.wealth?.value ?? null,
  };
}
