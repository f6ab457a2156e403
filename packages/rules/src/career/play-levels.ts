import type { PlayState } from '../play/state.ts';
import type { LevelsNow } from './levels.ts';

/**
 * The levels bought with IP at the table (docs/rules/career.md#where-the-levels-show): the play state's
 * skills are the character's levels now, and a Netrunner's Interface is its role rank now. A raise and
 * its undo both land here, so a roll always adds the level the career screen shows.
 */

/** The play state with the skills and, for a Netrunner, the Interface rank at the levels now. */
export function playAtLevels(state: PlayState, levels: Pick<LevelsNow, 'skills' | 'rank'>): PlayState {
  const skills = Object.fromEntries(levels.skills.map((skill) => [skill.name, skill.ranks]));
  if (!state.net || levels.rank === null) return { ...state, skills };
  return { ...state, skills, net: { ...state.net, interfaceRank: levels.rank } };
}
