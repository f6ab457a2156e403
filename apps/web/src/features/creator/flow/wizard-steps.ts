import type { Draft } from '@edgeforge/contracts/draft';
import { CHARACTER_TYPES } from '@edgeforge/rules/ids';
import type { WizardStep } from '../features/creator/wizard-step.ts';
import { PATHS, SHOP_PATH, sharedStepPath } from '../lib/paths.ts';
import type { ScreenModule } from './lazy-screen.ts';
import { methodScreens, toMethodRow } from './method-flow.ts';
import { methodStepId, needsMethod, needsRole, type StepRow } from './step-row.ts';

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
    detour: true,
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
 * A row's place among the screens of its phase that the player sees: the rows of its own method (or the
 * shared ones), pass-throughs and detours never, and not a screen whose guard sends this draft on (the
 * rockerboy type for another role). A pass-through or a detour takes the place of the screen before it.
 */
function phaseProgressOf(row: StepRow): WizardStep['phaseProgress'] {
  const phaseRows = ROWS.filter(
    (candidate) =>
      candidate.phase === row.phase &&
      candidate.method === row.method &&
      !candidate.forward &&
      !candidate.detour,
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
  // A row Continue sends elsewhere (an attributes screen to the lifepath, the summary's own save) leads
  // to no row by order: the next row may be another method's, or the shop.
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
