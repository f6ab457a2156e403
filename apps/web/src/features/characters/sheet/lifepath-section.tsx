import type { FullCharacter } from '@edgeforge/contracts/api';
import { ROLE_LIFEPATHS } from '@edgeforge/rules/role-lifepath';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { inLifepathOrder, lifepathLabel } from './labels.ts';
import { Fact } from './sheet-section.tsx';

type Props = { character: FullCharacter };

function answered(record: Record<string, string | null>): [string, string][] {
  return inLifepathOrder(Object.entries(record)).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  );
}

function AnswerList({ record }: { record: Record<string, string | null> }) {
  return (
    <dl>
      {answered(record).map(([key, value]) => (
        <Fact key={key} term={lifepathLabel(key)}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}

/** The role-based lifepath: saved by question id, shown with the question's title. */
function roleQuestionTitle(character: FullCharacter, questionId: string): string {
  const question = ROLE_LIFEPATHS[character.role_id]?.find((q) => q.id === questionId);
  return question?.table.title ?? lifepathLabel(questionId);
}

/** The whole lifepath: personal history, motivations, relationships and the role's own questions. */
export function LifepathSection({ character }: Props) {
  const background = character.character_background;
  const { friends, enemies, loveAffairs } = background.connections;
  return (
    <SheetSection title="Lifepath" className="md:col-span-2 print:col-span-2">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">
            Personal History
          </h3>
          <AnswerList record={background.personal_history} />
        </div>
        <div>
          <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">
            Motivations
          </h3>
          <AnswerList record={background.motivations} />
        </div>
        <div>
          <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">
            Relationships
          </h3>
          <ul className="flex flex-col gap-2 text-sm">
            {friends.map((friend, index) => (
              <li key={friend.id}>
                <span className="font-semibold">Friend {index + 1}:</span> {friend.relationship ?? 'Unknown'}
              </li>
            ))}
            {enemies.map((enemy, index) => (
              <li key={enemy.id}>
                <span className="font-semibold">Enemy {index + 1}:</span> {enemy.enemyType ?? 'Unknown'}
                {enemy.wronged && <> · wronged: {enemy.wronged === 'you' ? 'you' : 'them'}</>}
                {enemy.causedBy && <> · cause: {enemy.causedBy}</>}
                {enemy.resources && <> · resources: {enemy.resources}</>}
                {enemy.action && <> · if met: {enemy.action}</>}
              </li>
            ))}
            {loveAffairs.map((affair, index) => (
              <li key={affair.id}>
                <span className="font-semibold">Tragic Love Affair {index + 1}:</span>{' '}
                {affair.event ?? 'Unknown'}
              </li>
            ))}
            {friends.length + enemies.length + loveAffairs.length === 0 && (
              <li>No friends, enemies or lost loves.</li>
            )}
          </ul>
        </div>
        {background.life_events.length > 0 && (
          <div>
            <h3 className="mb-2 text-xs tracking-wider text-neon-cyan uppercase print:text-black">
              Role Lifepath
            </h3>
            <dl>
              {background.life_events.map((event) => (
                <Fact
                  key={`${event.kind}-${event.question}`}
                  term={roleQuestionTitle(character, event.question)}
                >
                  {event.answer}
                </Fact>
              ))}
            </dl>
          </div>
        )}
      </div>
    </SheetSection>
  );
}
