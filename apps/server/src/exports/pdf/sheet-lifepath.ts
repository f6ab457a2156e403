import { type FullCharacter, MOTIVATION_FIELDS, PERSONAL_HISTORY_FIELDS } from '@edgeforge/contracts/api';
import { ROLE_LIFEPATHS } from '@edgeforge/rules/role-lifepath';
import { ROLL_TABLES } from '@edgeforge/rules/tables';

const OWN_LABELS: Record<string, string> = { age: 'Age', templateRow: 'Streetrat template row' };

/** The label of a saved lifepath key: its roll table's title, else our own. */
function lifepathLabel(key: string): string {
  const table = (ROLL_TABLES as Record<string, { title: string } | undefined>)[key];
  return table?.title ?? OWN_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/** The lifepath answers, relationships and the role's own lifepath as label and text pairs. */
export function lifepathRows(character: FullCharacter) {
  const background = character.character_background;
  const answers = (keys: readonly string[], record: Record<string, string | null>) =>
    keys.flatMap((key): [string, string][] =>
      record[key] ? [[lifepathLabel(key), record[key] as string]] : [],
    );
  const { friends, enemies, loveAffairs } = background.connections;
  const relationships: [string, string][] = [
    ...friends.map((friend, i): [string, string] => [`Friend ${i + 1}`, friend.relationship ?? 'Unknown']),
    ...enemies.map((enemy, i): [string, string] => [
      `Enemy ${i + 1}`,
      [
        enemy.enemyType ?? 'Unknown',
        enemy.wronged ? `wronged: ${enemy.wronged}` : null,
        enemy.causedBy ? `cause: ${enemy.causedBy}` : null,
        enemy.resources ? `resources: ${enemy.resources}` : null,
        enemy.action ? `if met: ${enemy.action}` : null,
      ]
        .filter(Boolean)
        .join('; '),
    ]),
    ...loveAffairs.map((affair, i): [string, string] => [
      `Tragic love affair ${i + 1}`,
      affair.event ?? 'Unknown',
    ]),
  ];
  const questions = ROLE_LIFEPATHS[character.role_id] ?? [];
  return {
    lifepath: [
      ...answers(['age', ...PERSONAL_HISTORY_FIELDS, 'templateRow'], background.personal_history),
      ...answers(MOTIVATION_FIELDS, background.motivations),
    ],
    relationships,
    roleLifepath: background.life_events.map((event): [string, string] => [
      questions.find((question) => question.id === event.question)?.table.title ?? event.question,
      event.answer,
    ]),
  };
}
