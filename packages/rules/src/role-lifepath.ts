import { ROLE_LIFEPATH_DATA } from './data/role-lifepath.ts';
import type { RoleId } from './ids.ts';
import type { RoleLifepathQuestion } from './types.ts';

/**
 * Each role's own lifepath questions, in asking order. A question with `when` applies only after the
 * named earlier question got that answer (group or solo, partner or alone, land, air or sea).
 */
export const ROLE_LIFEPATHS: Record<RoleId, readonly RoleLifepathQuestion[]> = ROLE_LIFEPATH_DATA;

/**
 * The questions to show for the answers so far, keyed by question id. A conditional question shows
 * only when the question it depends on is itself shown and has the wanted answer, so an answer left
 * over from an abandoned branch never brings its follow-ups back.
 */
export function visibleQuestions(
  roleId: RoleId,
  answers: Readonly<Record<string, string>>,
): RoleLifepathQuestion[] {
  const shown = new Set<string>();
  const visible: RoleLifepathQuestion[] = [];
  for (const question of ROLE_LIFEPATHS[roleId]) {
    const { when } = question;
    if (when && !(shown.has(when.questionId) && answers[when.questionId] === when.value)) continue;
    shown.add(question.id);
    visible.push(question);
  }
  return visible;
}
