import type { Enemy } from '@edgeforge/contracts/draft';
import { type BioContext, isAnswered } from './bio-context.ts';
import { cap, listOf, lowerWords, withArticle } from './grammar.ts';
import { answerPhrase, causeSentence, friendPhrase, goalPhrase, resourcesPhrase } from './phrases.ts';
import { ROLE_LINES } from './role-lines.ts';

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five'];

/** The role, its signature line, the Rockerboy kind and the answers of the role's own lifepath. */
export function roleParagraph(c: BioContext): string {
  const { draft: d, p, random } = c;
  if (!d.selectedRole || !c.roleName) {
    return `${cap(c.first)} has not yet picked a side of the Street to work, but the Street has already picked ${p.him}.`;
  }
  const out: string[] = [];
  // The Rockerboy kind is a Rockerboy's question; a stale answer under another role stays out.
  const kind =
    d.selectedRole === 'rockerboy' && isAnswered(d.rockerBoyType)
      ? `, ${withArticle(lowerWords(d.rockerBoyType))} by trade`
      : '';
  out.push(
    random.pick([
      `These days ${c.first} works the Street as ${withArticle(c.roleName)}${kind}.`,
      `${cap(c.first)} makes a living as ${withArticle(c.roleName)}${kind}, and has the scars to prove it.`,
    ]),
  );
  const line = random.pick(ROLE_LINES[d.selectedRole])(p);
  out.push(`${cap(line)}.`);
  const answers = Object.values(d.roleLifepath)
    .filter(isAnswered)
    .map((answer) => answerPhrase(answer, p));
  if (answers.length > 0) {
    out.push(
      random.pick([
        `The ${c.roleName} life, in ${p.his} own terms: ${answers.join('; ')}.`,
        `On the job the details are these: ${answers.join('; ')}.`,
      ]),
    );
  }
  return out.join(' ');
}

function enemySentence(c: BioContext, enemy: Enemy): string {
  const { p, random } = c;
  const who = isAnswered(enemy.enemyType)
    ? withArticle(answerPhrase(enemy.enemyType, p))
    : 'someone from the past';
  const wrong =
    enemy.wronged === 'you'
      ? `, though the wrong was done to ${p.him}`
      : enemy.wronged === 'them'
        ? `, and the wrong was ${p.his} doing`
        : '';
  const parts = [`There is ${who} who will not let it go${wrong}.`];
  if (isAnswered(enemy.causedBy)) parts.push(causeSentence(enemy.causedBy, p));
  if (isAnswered(enemy.resources)) {
    parts.push(
      random.pick([
        `What they can throw at ${p.him}: ${resourcesPhrase(enemy.resources, p)}.`,
        `Behind them stands this: ${resourcesPhrase(enemy.resources, p)}.`,
      ]),
    );
  }
  if (isAnswered(enemy.action))
    parts.push(`If they meet, ${p.he} knows what to do: ${answerPhrase(enemy.action, p)}.`);
  return parts.join(' ');
}

/** Friends, enemies and tragic love affairs. */
export function connectionsParagraph(c: BioContext): string {
  const { draft: d, p, random } = c;
  const out: string[] = [];
  const friends = d.friends.map((f) => f.relationship).filter(isAnswered);
  if (friends.length > 0) {
    const noun = friends.length === 1 ? 'friend' : 'friends';
    out.push(
      `${cap(c.first)} has ${COUNT_WORDS[friends.length] ?? friends.length} ${noun} worth the name: ${listOf(
        friends.map((f) => friendPhrase(f, p)),
      )}.`,
    );
  }
  for (const enemy of d.enemies) out.push(enemySentence(c, enemy));
  const loves = d.loveAffairs.map((l) => l.event).filter(isAnswered);
  if (loves.length > 0) {
    out.push(
      random.pick([
        `Love has not been kind: ${loves.map((l) => answerPhrase(l, p)).join('; ')}.`,
        `${cap(p.he)} has loved and lost: ${loves.map((l) => answerPhrase(l, p)).join('; ')}.`,
      ]),
    );
  }
  if (out.length === 0) {
    out.push(
      random.pick([
        `${cap(c.first)} travels light: no close friends, no sworn enemies and no broken heart worth mentioning.`,
        `Nobody waits up for ${c.first}, and nobody is hunting ${p.him} either. Not yet.`,
      ]),
    );
  }
  return out.join(' ');
}

/** The life goals and a closing line in the setting's voice. */
export function goalParagraph(c: BioContext): string {
  const { draft: d, p, random } = c;
  const out: string[] = [];
  const goals = [...new Set([d.lifeGoal, d.lifeGoalB].filter(isAnswered))].map((g) => goalPhrase(g, p));
  const [main, second] = goals;
  if (main) {
    out.push(
      main.infinitive
        ? random.pick([
            `What drives ${p.him} now is simple: ${p.he} means ${main.text}.`,
            `Every job, every risk, serves one plan: ${main.text}.`,
          ])
        : `What drives ${p.him} now is simple: ${main.text}.`,
    );
  }
  if (second) {
    out.push(
      second.infinitive
        ? `Deeper down, ${p.he} also wants ${second.text}.`
        : `Deeper down there is something else too: ${second.text}.`,
    );
  }
  out.push(
    random.pick([
      'In Night City that counts as a plan, and on the Street a plan is half a prayer.',
      `The city has broken tougher people, but it has not met ${c.first} yet.`,
      `Whether the Street lets ${p.him} get there is another question.`,
      `${cap(p.he)} will get there, or go out loud trying.`,
    ]),
  );
  return out.join(' ');
}
