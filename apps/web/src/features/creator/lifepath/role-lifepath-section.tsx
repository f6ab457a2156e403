import { pickRandomIndex } from '@edgeforge/rules/dice';
import type { RoleId } from '@edgeforge/rules/ids';
import { visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { getRole } from '@edgeforge/rules/roles';
import { useEffect } from 'react';
import { Panel } from '../../../components/ui/panel.tsx';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { TableSelect } from './table-select.tsx';

/**
 * The chosen role's own lifepath. Like every roll table, an unanswered question gets a random answer when
 * it first shows; answering a branching question (group or solo, land, air or sea) brings up its
 * follow-ups, which are then answered the same way.
 */
export function RoleLifepathSection({ roleId }: { roleId: RoleId }) {
  const draft = useDraft();
  const { update } = useDraftActions();
  const answers = draft.roleLifepath;
  const questions = visibleQuestions(roleId, answers);
  const missingIds = questions
    .filter((question) => answers[question.id] === undefined)
    .map((question) => question.id)
    .join(' ');

  useEffect(() => {
    if (!missingIds) return;
    update((current) => {
      const next = { ...current.roleLifepath };
      for (const question of visibleQuestions(roleId, next)) {
        if (next[question.id] !== undefined) continue;
        const { entries } = question.table;
        next[question.id] = entries[pickRandomIndex(Math.random, entries.length)]!.value;
      }
      return { roleLifepath: next };
    });
  }, [missingIds, roleId, update]);

  return (
    <Panel accent="magenta" className="grid grid-cols-1 gap-4">
      <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-magenta">
        {getRole(roleId)?.name} Lifepath
      </h2>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {questions.map((question) => (
          <TableSelect
            key={question.id}
            table={question.table}
            value={answers[question.id] ?? null}
            onChange={(value) =>
              update((current) => ({ roleLifepath: { ...current.roleLifepath, [question.id]: value } }))
            }
          />
        ))}
      </div>
    </Panel>
  );
}
