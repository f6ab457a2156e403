import type { Draft } from '@edgeforge/contracts/draft';
import { CHARACTER_TYPES, type CharacterType } from '@edgeforge/rules/ids';
import type { Phase, WizardStep } from '../features/creator/wizard-step.ts';
import { methodPath, PATHS, sharedStepPath } from '../lib/paths.ts';
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
  /** The creation method whose flow the row belongs to; none for the method choice and shared screens. */
  readonly method?: CharacterType;
  /** Where Back goes, when not to the previous row (the first row's Back goes home). */
  readonly back?: string | ((draft: Draft) => string);
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

/**
 * The id of a method's screen: Streetrat's keep the spec's plain names ('attributes'), the other methods'
 * carry their method ('edgerunner:attributes').
 */
export function methodStepId(method: CharacterType, screen: string): string {
  return method === 'streetrat' ? screen : `${method}:${screen}`;
}

/** The screens from the role to the attributes, in flow order, as every method has them. */
interface MethodScreen {
  readonly screen: string;
  readonly segments: readonly string[];
  readonly module: ScreenModule;
  readonly title: string;
  readonly phase: Phase;
  readonly back?: string;
  readonly next?: string;
  readonly guard?: (draft: Draft, id: (screen: string) => string) => string | null;
  readonly forward?: (draft: Draft, id: (screen: string) => string) => string;
}

const PART_TITLES = [
  'STREET STYLE',
  'WHAT DRIVES YOU',
  'WHERE YOU CAME FROM',
  'ORIGINAL BACKGROUND',
  'LIFE PATH',
  'LIFE GOALS',
  'Choose Your Role',
] as const;

const PART_MODULES: readonly ScreenModule[] = [
  () => import('../routes/creator/part1.tsx'),
  () => import('../routes/creator/part2.tsx'),
  () => import('../routes/creator/part3.tsx'),
  () => import('../routes/creator/part4.tsx'),
  () => import('../routes/creator/part5.tsx'),
  () => import('../routes/creator/part6.tsx'),
  () => import('../routes/creator/part7.tsx'),
];

const part = (n: number): MethodScreen => ({
  screen: `part${n}`,
  segments: ['background', `part${n}`],
  module: PART_MODULES[n - 1]!,
  title: PART_TITLES[n - 1]!,
  phase: 'Background',
});

/** The screens every method shares, loaded from one module each whatever the method. */
const SHARED_MODULES = {
  role: () => import('../routes/creator/role.tsx'),
  background: () => import('../routes/creator/background.tsx'),
  part8: () => import('../routes/creator/part8.tsx'),
  rockerboy: () => import('../routes/creator/rockerboy.tsx'),
} as const satisfies Record<string, ScreenModule>;

/** Each method's own STAT screen; every other screen of the flow is shared by the three methods. */
const ATTRIBUTES_MODULES: Readonly<Record<CharacterType, ScreenModule>> = {
  streetrat: () => import('../routes/creator/attributes.tsx'),
  edgerunner: () => import('../routes/creator/edgerunner-attributes.tsx'),
  complete: () => import('../routes/creator/complete-attributes.tsx'),
};

/** The flow of one method from its role choice to its attributes (spec section 2, under its own segment). */
function methodScreens(method: CharacterType): readonly MethodScreen[] {
  return [
    {
      screen: 'role',
      segments: [],
      module: SHARED_MODULES.role,
      title: 'BORN IN THE STREETS',
      phase: 'Role',
      back: 'method',
    },
    {
      screen: 'background',
      segments: ['background'],
      module: SHARED_MODULES.background,
      title: 'TALES FROM THE STREET',
      phase: 'Background',
    },
    ...[1, 2, 3, 4, 5, 6, 7].map(part),
    {
      screen: 'part8',
      segments: ['background', 'part8'],
      module: SHARED_MODULES.part8,
      title: 'ROLE LOCKED IN',
      phase: 'Background',
      // Continue skips the rockerboy screen; going forward, a rockerboy passes through to it.
      next: 'attributes',
      guard: needsRole,
      forward: (draft, id) => id(draft.selectedRole === 'rockerboy' ? 'rockerboy' : 'attributes'),
    },
    {
      screen: 'rockerboy',
      segments: ['rockerboy'],
      module: SHARED_MODULES.rockerboy,
      title: 'ROCKERBOY',
      phase: 'Background',
      guard: (draft, id) =>
        needsRole(draft) ?? (draft.selectedRole === 'rockerboy' ? null : id('attributes')),
    },
    {
      screen: 'attributes',
      segments: ['attributes'],
      module: ATTRIBUTES_MODULES[method],
      title: 'FORGE YOUR PAST',
      phase: 'Attributes',
      back: 'role',
      next: 'lifepath',
      guard: needsRole,
    },
  ];
}

/**
 * A method's screen opens only for a draft of that method: a player of another method is sent to the
 * same screen of their own flow (the choice of method is made on the first screen, and changes there).
 */
function toMethodRow(method: CharacterType, screen: MethodScreen): StepRow {
  const id = (name: string) => (name === 'method' || name === 'lifepath' ? name : methodStepId(method, name));
  const guard = screen.guard ?? needsMethod;
  return {
    id: id(screen.screen),
    path: methodPath(method, ...screen.segments),
    screen: screen.module,
    title: screen.title,
    phase: screen.phase,
    method,
    ...(screen.back ? { back: id(screen.back) } : {}),
    ...(screen.next ? { next: id(screen.next) } : {}),
    guard: (draft) => {
      const own = draft.characterType;
      if (own && own !== method) return methodStepId(own, screen.screen);
      return guard(draft, id);
    },
    ...(screen.forward ? { forward: (draft: Draft) => screen.forward!(draft, id) } : {}),
  };
}

/**
 * The wizard as data: one row per screen, in flow order (spec sections 2 and 4): the method choice, each
 * method's screens from its role to its attributes under its own segment (methodPath), then the screens
 * the methods share. Back and Continue follow the order unless a row says otherwise, so a new screen is
 * one row here plus its route file.
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
  ...CHARACTER_TYPES.flatMap((method) => methodScreens(method).map((screen) => toMethodRow(method, screen))),
  {
    id: 'lifepath',
    path: sharedStepPath('lifepath'),
    screen: () => import('../routes/creator/lifepath.tsx'),
    title: 'YOUR LIFEPATH',
    phase: 'Lifepath',
    // Back returns to the attributes of the player's own method.
    back: (draft) => methodStepId(draft.characterType ?? 'streetrat', 'attributes'),
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
    // The summary describes a finished character; without a style the player has skipped a screen.
    guard: (draft) => needsRole(draft) ?? (draft.fashionStyle ? null : 'gearAndStyle'),
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
 * A row's place among the screens of its phase that the player sees: the rows of its own method (or the
 * shared ones), pass-throughs never, and not a screen whose guard sends this draft on (the rockerboy type
 * for another role). A pass-through itself takes the place of the screen before it.
 */
function phaseProgressOf(row: StepRow): WizardStep['phaseProgress'] {
  const phaseRows = ROWS.filter(
    (candidate) => candidate.phase === row.phase && candidate.method === row.method && !candidate.forward,
  );
  return (draft) => {
    const shown = phaseRows.filter((candidate) => candidate === row || opensFor(candidate, draft));
    const before = shown.filter((candidate) => ROWS.indexOf(candidate) <= ROWS.indexOf(row));
    return { index: Math.max(1, before.length), total: shown.length };
  };
}

/** The rows a player reaches going on from a row: the next in order and Continue's own target, if other. */
function nextRowsOf(row: StepRow, index: number): StepRow[] {
  const byContinue = row.next ? rowOf(row.next) : undefined;
  const following = row.next === undefined ? ROWS[index + 1] : undefined;
  return [...new Set([following, byContinue])].filter((next) => next !== undefined);
}

function backOf(row: StepRow, index: number): WizardStep['back'] {
  const { back } = row;
  if (typeof back === 'function') return (draft) => pathOf(back(draft));
  const path = back ? pathOf(back) : (ROWS[index - 1]?.path ?? PATHS.home);
  return () => path;
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
    back: backOf(row, index),
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
