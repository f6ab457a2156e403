import type { RoleId } from '@edgeforge/rules/ids';
import { ROLE_LIFEPATHS, visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import type { RoleLifepathQuestion } from '@edgeforge/rules/types';
import { type BioContext, isAnswered } from './bio-context.ts';
import { type Clause, pairUp, type SentenceBuilder, SPLIT_FROM, writeParagraph } from './compose.ts';
import { answerClause, clausesOf, toneOf } from './phrase-book.ts';
import { INTRO_CODA, NO_ROLE, ROLE_INTRO } from './phrases/roles-shared.ts';
import { continuing, expand } from './template.ts';

/** The answered questions of the role's lifepath that the wizard shows for these answers, in order. */
function answeredQuestions(role: RoleId, answers: Readonly<Record<string, string>>): RoleLifepathQuestion[] {
  return visibleQuestions(role, answers).filter((q) => isAnswered(answers[q.id]));
}

/** The opening clause: the role and, when known, its kind (the Rockerboy's act, the Solo's line of work). */
function introClause(c: BioContext, role: RoleId, kind: RoleLifepathQuestion | undefined): Clause {
  const d = c.draft;
  const make =
    role === 'rockerboy' && isAnswered(d.rockerBoyType)
      ? () => answerClause(c, ROLL_TABLES.rockerBoyType, d.rockerBoyType!)
      : kind
        ? () => answerClause(c, kind.table, d.roleLifepath[kind.id]!)
        : () => c.random.pick(ROLE_INTRO);
  return { make, coda: INTRO_CODA, tone: kind ? toneOf(kind.table, d.roleLifepath[kind.id]) : 0 };
}

/**
 * The questions after the kind, trouble last, and a plain answer (one that neither opens nor follows
 * a branch) first when there is one, so the opening can share its sentence with it.
 */
function storyOrder(
  questions: readonly RoleLifepathQuestion[],
  clashes: (q: RoleLifepathQuestion) => boolean,
): RoleLifepathQuestion[] {
  const ordered = [
    ...questions.filter((q) => q.id !== 'gunning'),
    ...questions.filter((q) => q.id === 'gunning'),
  ];
  const opensBranch = (q: RoleLifepathQuestion) => ordered.some((other) => other.when?.questionId === q.id);
  const plains = ordered.filter((q) => q.id !== 'gunning' && !opensBranch(q) && !q.when);
  // One that pulls against the kind ('a bodyguard' and 'thoroughly evil') shares the opening's 'but'.
  const plain = plains.find(clashes) ?? plains[0];
  return plain ? [plain, ...ordered.filter((q) => q !== plain)] : ordered;
}

/**
 * The opening told with a branch and its follow-up ('a Rockerboy..., and she plays with a band: the
 * band plays...'), as two sentences when that runs long.
 */
function openingWithBranch(c: BioContext, intro: Clause, lead: Clause, next: Clause): SentenceBuilder {
  return (attempt) => {
    const branch = `${continuing(expand(lead.make(), c.random))}: ${continuing(expand(next.make(), c.random))}`;
    return `${expand(intro.make(), c.random)}${attempt >= SPLIT_FROM ? '. ' : ', and '}${branch}`;
  };
}

/**
 * The role and its life: the role with its kind, then every other answer of the role's lifepath as a
 * clause of its own. A question that opens a branch ('partner or alone') leads into its follow-up,
 * and whoever is gunning for the character comes last, where trouble belongs.
 */
export function roleParagraph(c: BioContext): string {
  const d = c.draft;
  const role = d.selectedRole;
  if (!role) return writeParagraph(c, [() => c.random.pick(NO_ROLE)], { opening: 'name', roleOk: false });
  const questions = answeredQuestions(role, d.roleLifepath);
  // Every role but the Rockerboy asks its kind first; the Rockerboy's kind is its own roll table.
  const kindId = role === 'rockerboy' ? undefined : ROLE_LIFEPATHS[role][0]?.id;
  const kind = questions.find((q) => q.id === kindId);
  const intro = introClause(c, role, kind);
  const answerTone = (q: RoleLifepathQuestion) => toneOf(q.table, d.roleLifepath[q.id]);
  const ordered = storyOrder(
    questions.filter((q) => q !== kind),
    (q) => answerTone(q) * (intro.tone ?? 0) < 0,
  );
  const clauses: Clause[] = ordered.flatMap((q, i) =>
    clausesOf(c, q.table, d.roleLifepath[q.id]).map((clause) => ({
      ...clause,
      lead: ordered[i + 1]?.when?.questionId === q.id,
    })),
  );
  const [lead, next, ...rest] = clauses;
  const builders =
    lead?.lead && next
      ? [openingWithBranch(c, intro, lead, next), ...pairUp(c, rest)]
      : pairUp(c, [intro, ...clauses]);
  return writeParagraph(c, builders, { opening: 'name', roleOk: true });
}
