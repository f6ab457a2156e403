import type { Draft } from '@edgeforge/contracts/draft';
import type { Phase, WizardStep } from '../features/creator/wizard-step.ts';
import { methodPath, PATHS, SHOP_PATH, sharedStepPath } from '../lib/paths.ts';
import type { ScreenModule } from './lazy-screen.ts';

/** A guard's or a pass-through's answer: the id of the row to open instead, or null to stay. */
type StepChoice = (draft: Draft) => string | null;

/** One screen of the table. Back, Continue, guards and pass-throughs name other rows by id. */
interface StepRow {
  readonly id: string;
  readonly path: string;
  readonly screen: ScreenModule;
  readonly title: string;
  readonly phase: Phase;
  /** Where Back goes, when not to the previous row (the first row's Back goes home). */
  readonly back?: string;
  /** Where Continue goes, when not to the next row; null when the screen's own action leaves it. */
  readonly next?: string | null;
  /** When the screen may open; by default once a creation method is chosen. */
  readonly guard?: StepChoice;
  /** Where a pass-through screen sends a player who arrives going forward. */
  readonly forward?: (draft: Draft) => string;
}

/** Screens after the method choice need one; the spec sends the player back to pick it. */
const needsMethod: StepChoice = (draft) => (draft.characterType ? null : 'method');
/** Screens after the role choice need a role (spec section 4: no role redirects to character creation). */
const needsRole: StepChoice = (draft) => needsMethod(draft) ?? (draft.selectedRole ? null : 'method');

const streetrat = (...segments: string[]) => methodPath('streetrat', ...segments);

/**
 * The wizard as data: one row per screen, in flow order (spec sections 2 and 4). Back and Continue
 * follow the order unless a row says otherwise, so a new screen is one row here plus its route file.
 * Edgerunner and Complete Package will add rows under their own method segment (methodPath).
 */
const ROWS: readonly StepRow[] = [
  {
    id: 'method',
    path: PATHS.creation,
    screen: () => import('../routes/creator/method.tsx'),
    title: 'FORGE YOUR LEGEND',
    phase: 'Method',
    guard: () => null,
  },
  {
    id: 'role',
    path: streetrat(),
    screen: () => import('../routes/creator/role.tsx'),
    title: 'BORN IN THE STREETS',
    phase: 'Role',
  },
  {
    id: 'background',
    path: streetrat('background'),
    screen: () => import('../routes/creator/background.tsx'),
    title: 'TALES FROM THE STREET',
    phase: 'Background',
  },
  {
    id: 'part1',
    path: streetrat('background', 'part1'),
    screen: () => import('../routes/creator/part1.tsx'),
    title: 'STREET STYLE',
    phase: 'Background',
  },
  {
    id: 'part2',
    path: streetrat('background', 'part2'),
    screen: () => import('../routes/creator/part2.tsx'),
    title: 'WHAT DRIVES YOU',
    phase: 'Background',
  },
  {
    id: 'part3',
    path: streetrat('background', 'part3'),
    screen: () => import('../routes/creator/part3.tsx'),
    title: 'WHERE YOU CAME FROM',
    phase: 'Background',
  },
  {
    id: 'part4',
    path: streetrat('background', 'part4'),
    screen: () => import('../routes/creator/part4.tsx'),
    title: 'ORIGINAL BACKGROUND',
    phase: 'Background',
  },
  {
    id: 'part5',
    path: streetrat('background', 'part5'),
    screen: () => import('../routes/creator/part5.tsx'),
    title: 'LIFE PATH',
    phase: 'Background',
  },
  {
    id: 'part6',
    path: streetrat('background', 'part6'),
    screen: () => import('../routes/creator/part6.tsx'),
    title: 'LIFE GOALS',
    phase: 'Background',
  },
  {
    id: 'part7',
    path: streetrat('background', 'part7'),
    screen: () => import('../routes/creator/part7.tsx'),
    title: 'Choose Your Role',
    phase: 'Background',
  },
  {
    id: 'part8',
    path: streetrat('background', 'part8'),
    screen: () => import('../routes/creator/part8.tsx'),
    title: 'ROLE LOCKED IN',
    phase: 'Background',
    // Continue skips the rockerboy screen; going forward, a rockerboy passes through to it.
    next: 'attributes',
    guard: needsRole,
    forward: (draft) => (draft.selectedRole === 'rockerboy' ? 'rockerboy' : 'attributes'),
  },
  {
    id: 'rockerboy',
    path: streetrat('rockerboy'),
    screen: () => import('../routes/creator/rockerboy.tsx'),
    title: 'ROCKERBOY',
    phase: 'Background',
    guard: (draft) => needsRole(draft) ?? (draft.selectedRole === 'rockerboy' ? null : 'attributes'),
  },
  {
    id: 'attributes',
    path: streetrat('attributes'),
    screen: () => import('../routes/creator/attributes.tsx'),
    title: 'FORGE YOUR PAST',
    phase: 'Attributes',
    back: 'role',
    guard: needsRole,
  },
  {
    id: 'lifepath',
    path: sharedStepPath('lifepath'),
    screen: () => import('../routes/creator/lifepath.tsx'),
    title: 'YOUR LIFEPATH',
    phase: 'Lifepath',
    guard: needsRole,
  },
  {
    id: 'skills',
    path: sharedStepPath('skills'),
    screen: () => import('../routes/creator/skills.tsx'),
    title: 'ROLE SKILLS',
    phase: 'Skills',
    guard: needsRole,
  },
  {
    id: 'gearAndStyle',
    path: sharedStepPath('gear-and-style'),
    screen: () => import('../routes/creator/gear-and-style.tsx'),
    title: 'GEAR AND STYLE',
    phase: 'Gear & Style',
    guard: needsRole,
  },
  {
    id: 'summary',
    path: sharedStepPath('summary'),
    screen: () => import('../routes/creator/summary.tsx'),
    title: 'CHARACTER SUMMARY',
    phase: 'Summary',
    // Its own Save leaves it; the shop after it is no step of the Continue chain.
    next: null,
    // The summary describes a finished character; without a style the player has skipped a screen.
    guard: (draft) => needsRole(draft) ?? (draft.fashionStyle ? null : 'gearAndStyle'),
  },
  {
    // A detour (decision 019): gear-and-style links here, Back and Done lead back to it. Any method's
    // gear screen may link to SHOP_PATH; the shop spends whatever money the draft's method gives.
    id: 'shop',
    path: SHOP_PATH,
    screen: () => import('../routes/creator/shop.tsx'),
    title: 'NIGHT MARKET',
    phase: 'Gear & Style',
    back: 'gearAndStyle',
    next: 'gearAndStyle',
    guard: needsRole,
  },
];

/** A wizard screen with the module that draws it. */
export interface WizardRoute {
  readonly step: WizardStep;
  readonly screen: ScreenModule;
}

function rowOf(id: string): StepRow {
  const row = ROWS.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`The wizard has no step '${id}'`);
  return row;
}

function pathOf(id: string): string {
  return rowOf(id).path;
}

/** Whether a row's screen opens for this draft (its guard lets the player stay). */
function opensFor(row: StepRow, draft: Draft): boolean {
  return (row.guard ?? needsMethod)(draft) === null;
}

/**
 * A row's place among the screens of its phase that the player sees: pass-throughs never show, and a
 * screen whose guard sends this draft on (the rockerboy type for another role) does not count. A
 * pass-through itself takes the place of the screen before it.
 */
function phaseProgressOf(row: StepRow): WizardStep['phaseProgress'] {
  const phaseRows = ROWS.filter((candidate) => candidate.phase === row.phase && !candidate.forward);
  return (draft) => {
    const shown = phaseRows.filter((candidate) => candidate === row || opensFor(candidate, draft));
    const before = shown.filter((candidate) => ROWS.indexOf(candidate) <= ROWS.indexOf(row));
    return { index: Math.max(1, before.length), total: shown.length };
  };
}

/** The rows a player reaches going on from a row: the next in order and Continue's own target, if other. */
function nextRowsOf(row: StepRow, index: number): StepRow[] {
  const byContinue = row.next ? rowOf(row.next) : undefined;
  // A screen its own action leaves (the summary's save) leads to no row by order: the shop after it.
  const byOrder = row.next === null ? undefined : ROWS[index + 1];
  return [...new Set([byOrder, byContinue])].filter((next) => next !== undefined);
}

function toRoute(row: StepRow, index: number): WizardRoute {
  const { forward } = row;
  const guard = row.guard ?? needsMethod;
  const nextRows = nextRowsOf(row, index);
  const step: WizardStep = {
    id: row.id,
    path: row.path,
    title: row.title,
    phase: row.phase,
    back: row.back ? pathOf(row.back) : (ROWS[index - 1]?.path ?? PATHS.home),
    next: row.next === undefined ? (ROWS[index + 1]?.path ?? null) : row.next && pathOf(row.next),
    guard: (draft) => {
      const target = guard(draft);
      return target === null ? null : pathOf(target);
    },
    ...(forward ? { forward: (draft: Draft) => pathOf(forward(draft)) } : {}),
    phaseProgress: phaseProgressOf(row),
    preloadNext: () => {
      // A second call reuses the module already loaded (or loading): import() runs each module once.
      for (const next of nextRows) void next.screen();
    },
  };
  return { step, screen: row.screen };
}

/** Every wizard screen in flow order, with paths resolved; the router turns each into a route. */
export const WIZARD_ROUTES: readonly WizardRoute[] = ROWS.map(toRoute);

/** One wizard step by its id. */
export function wizardStep(id: string): WizardStep {
  const route = WIZARD_ROUTES.find((candidate) => candidate.step.id === id);
  if (!route) throw new Error(`The wizard has no step '${id}'`);
  return route.step;
}
