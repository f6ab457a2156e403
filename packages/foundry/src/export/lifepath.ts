import type { FullCharacter } from '@edgeforge/contracts/api';
import { ROLE_LIFEPATHS } from '@edgeforge/rules/role-lifepath';
import type { FoundryCharacterSystem } from '../model.ts';
import { paragraph, paragraphList } from './html.ts';

type Lifepath = FoundryCharacterSystem['lifepath'];

/** Joins the parts of one answer that are there ("Corporate Execs", "a rival") with a separator. */
function joined(parts: readonly (string | null | undefined)[], separator: string): string | null {
  const kept = parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return kept.length === 0 ? null : kept.join(separator);
}

/**
 * The 17 lifepath fields of the sheet from the saved answers. Our Original Background is the rulebook's
 * Family Background and our family background answer its Family Crisis; the native language goes with
 * the cultural origin (the sheet has no languages field); friends, enemies and tragic love affairs are one
 * paragraph each; the role's own questions are question and answer, the Rockerboy's type first.
 */
export function foundryLifepath(character: FullCharacter): Lifepath {
  const history = character.character_background.personal_history;
  const motives = character.character_background.motivations;
  const { friends, enemies, loveAffairs } = character.character_background.connections;
  const language = character.character_stats.native_language;
  const questions = ROLE_LIFEPATHS[character.role_id] ?? [];
  const roleAnswers = character.character_background.life_events.map((event) => {
    const title = questions.find((question) => question.id === event.question)?.table.title;
    return `${title ?? event.question}: ${event.answer}`;
  });
  const rockerboy = history.rockerBoyType ? [`Rockerboy type: ${history.rockerBoyType}`] : [];
  return {
    culturalOrigin: paragraph(
      joined([history.culturalRegion, language ? `native language ${language}` : null], ', '),
    ),
    personality: paragraph(history.personalityTrait),
    clothingStyle: paragraph(history.clothingStyle),
    hairStyle: paragraph(history.hairstyle),
    affectations: paragraph(history.affectation),
    valueMost: paragraph(motives.valuesMost),
    aboutPeople: paragraph(motives.peopleAttitude),
    valuedPerson: paragraph(motives.valuedPerson),
    valuedPossession: paragraph(motives.valuedPossession),
    familyBackground: paragraph(history.originalBackground),
    childhoodEnvironment: paragraph(history.childhoodEnvironment),
    familyCrisis: paragraph(history.familyBackground ?? history.familyCrisis),
    friends: paragraphList(friends.map((friend) => friend.relationship)),
    enemies: paragraphList(
      enemies.map((enemy) =>
        joined(
          [
            enemy.enemyType,
            enemy.wronged ? `wronged: ${enemy.wronged}` : null,
            enemy.causedBy ? `cause: ${enemy.causedBy}` : null,
            enemy.resources ? `resources: ${enemy.resources}` : null,
            enemy.action ? `if met: ${enemy.action}` : null,
          ],
          '; ',
        ),
      ),
    ),
    tragicLoveAffairs: paragraphList(loveAffairs.map((affair) => affair.event)),
    lifeGoals: paragraphList([motives.lifeGoal, motives.lifeGoalB]),
    roleLifepath: paragraphList([...rockerboy, ...roleAnswers]),
  };
}
