import type { CareerShop } from '@edgeforge/contracts/career-shop';
import { draftFromCharacter } from '@edgeforge/contracts/character-draft';
import type { ChromeContext } from '@edgeforge/rules/career/purchase';
import type { CareerState } from '@edgeforge/rules/career/state';
import { characterNumbers } from '@edgeforge/rules/check/character-numbers';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import type { Attributes, CharacterType } from '@edgeforge/rules/ids';
import type { PlayState } from '@edgeforge/rules/play/state';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findCharacter } from '../characters/get-character.ts';
import { characterNotFound, characterScope } from '../characters/policies.ts';
import { findPlayRow, findReach } from '../play/play-records.ts';
import type { PlayReach, PlayScope } from '../play/policies.ts';
import { type BuildFacts, readBuildFacts } from './build-facts.ts';
import { findCareerRow, openingCareer } from './career-records.ts';
import { levelsBought } from './since-creation.ts';

/** What the shop reads of the build: the method, EMP and BODY as bought, and the build's cyberware. */
export interface ShopBuild {
  readonly method: CharacterType;
  readonly emp: number;
  readonly body: number;
  readonly cyberware: readonly InstalledCyberware[];
  /** The STATs as bought, which BODY and HP from chrome bought later are counted over. */
  readonly attributes: Attributes;
  /** Humanity as the build left it: play starts from it. */
  readonly humanity: { readonly current: number; readonly max: number };
}

/** The build's side of the shop, read through the character policy's view scope. */
export async function readShopBuild(db: Database, actor: Actor, characterId: string): Promise<ShopBuild> {
  const character = await findCharacter(db, characterScope(actor, 'view'), characterId);
  if (!character) throw characterNotFound();
  const draft = draftFromCharacter(character);
  const numbers = draft && characterNumbers(draft);
  if (!draft?.characterType || !draft.attributes || !numbers) throw new AppError('PLAY_UNAVAILABLE');
  return {
    method: draft.characterType,
    emp: draft.attributes.EMP,
    body: numbers.body,
    cyberware: numbers.cyberware,
    attributes: draft.attributes,
    humanity: { current: numbers.humanity.current, max: numbers.humanity.max },
  };
}

/** What an install is judged against: the build's STATs and chrome, and Humanity in play. */
export function chromeContext(build: ShopBuild, humanity: number): ChromeContext {
  return { method: build.method, emp: build.emp, body: build.body, build: build.cyberware, humanity };
}

/** Whether a viewer may enter a Humanity Loss by hand: the GM of the campaign, never the player. */
export function mayEnterLoss(reach: PlayReach): boolean {
  return reach.viewer === 'gm' && reach.campaignId !== null;
}

/** The shop as the viewer sees it: the career's money, chrome and levels, the build, Humanity in play. */
export function toShopView(
  reach: PlayReach,
  build: ShopBuild,
  career: { state: CareerState; version: number },
  play: Pick<PlayState, 'humanity' | 'humanityMax'> | null,
): CareerShop {
  return {
    characterId: reach.characterId,
    name: reach.name,
    viewer: reach.viewer,
    inCampaign: reach.campaignId !== null,
    version: career.version,
    eb: career.state.eb,
    method: build.method,
    emp: build.emp,
    body: build.body,
    build: [...build.cyberware],
    chrome: [...(career.state.chrome ?? [])],
    bought: [...(career.state.bought ?? [])],
    marketBought: [...(career.state.marketBought ?? [])],
    ...levelsBought(career.state),
    humanity: play ? { current: play.humanity, max: play.humanityMax } : build.humanity,
    mayEnterLoss: mayEnterLoss(reach),
  };
}

/** Everything a shop step reads before its transaction. */
export interface ShopReading {
  readonly reach: PlayReach;
  readonly facts: BuildFacts;
  readonly build: ShopBuild;
}

/** The reach, the career's build facts and the shop's build: a character out of reach is a 404. */
export async function readShop(
  db: Database,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
): Promise<ShopReading> {
  const reach = await findReach(db, scope, characterId);
  const facts = await readBuildFacts(db, actor, characterId);
  return { reach, facts, build: await readShopBuild(db, actor, characterId) };
}

/**
 * The shop on a saved character (decision 064): a career never opened reads as it would open, play
 * never started as the build left Humanity; a read writes nothing.
 */
export async function getCareerShop(
  db: Database,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
): Promise<CareerShop> {
  const { reach, facts, build } = await readShop(db, scope, actor, characterId);
  const row = await findCareerRow(db, characterId);
  const career = row
    ? { state: row.state as CareerState, version: row.version }
    : { state: openingCareer(facts).state, version: 1 };
  const play = await findPlayRow(db, characterId);
  return toShopView(reach, build, career, (play?.state as PlayState | undefined) ?? null);
}
