import type { Draft } from '@edgeforge/contracts/draft';
import { CHARACTER_TYPES } from '@edgeforge/rules/ids';
import { PATHS, SHOP_PATH, sharedStepPath } from '../../../lib/paths.ts';
import { methodScreens, toMethodRow } from './method-flow.ts';
import { type ScreenModule, stepScreen } from './screen-module.ts';
import { methodStepId, needsMethod, needsRole, type StepRow } from './step-row.ts';
import type { WizardStep } from './wizard-step.ts';

/**
 * The screens the feature cannot draw by itself, handed in by the app's wizard routes: the summary saves
 * through the characters feature, which this feature never imports (routes/creator/summary.tsx composes
 * the two).
 */
export interface ComposedScreens {
  readonly summary: ScreenModule;
}

/**
 * The wizard as data: one row per screen, in flow order: the method choice, each method's screens from
 * its role to its attributes under its own segment (methodPath), then the screens the methods share.
 * Back and Continue follow the order unless a row says otherwise, so a new screen is one row here that
 * names its step component.
 */
function wizardRows({ summary }: ComposedScreens): readonly StepRow[] {
  return [
    {
      id: 'method',
      path: PATHS.creation,
      screen: stepScreen(
        () => import('../method/method-step.tsx'),
        ({ MethodStep }) => MethodStep,
      ),
      title: 'FORGE YOUR LEGEND',
      phase: 'Method',
      guard: () => null,
    },
    ...CHARACTER_TYPES.flatMap((method) =>
      methodScreens(method).map((screen) => toMethodRow(method, screen)),
    ),
    {
      id: 'lifepath',
      path: sharedStepPath('lifepath'),
      screen: stepScreen(
        () => import('../lifepath/lifepath-step.tsx'),
        ({ LifepathStep }) => LifepathStep,
      ),
      title: 'YOUR LIFEPATH',
      phase: 'Lifepath',
      // Back returns to the attributes of the player's own method.
      back: (draft) => methodStepId(draft.characterType ?? 'streetrat', 'attributes'),
      guard: needsRole,
    },
    {
      id: 'skills',
      path: sharedStepPath('skills'),
      screen: stepScreen(
        () => import('../skills/skills-step.tsx'),
        ({ SkillsStep }) => SkillsStep,
      ),
      title: 'ROLE SKILLS',
      phase: 'Skills',
      guard: needsRole,
    },
    {
      id: 'gearAndStyle',
      path: sharedStepPath('gear-and-style'),
      screen: stepScreen(
        () => import('../gear-style/gear-style-step.tsx'),
        ({ GearStyleStep }) => GearStyleStep,
      ),
      title: 'GEAR AND STYLE',
      phase: 'Gear & Style',
      guard: needsRole,
    },
    {
      id: 'summary',
      path: sharedStepPath('summary'),
      screen: summary,
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
      screen: stepScreen(
        () => import('../shop/shop-step.tsx'),
        ({ ShopStep }) => ShopStep,
      ),
      title: 'NIGHT MARKET',
      phase: 'Gear & Style',
      back: 'gearAndStyle',
      next: 'gearAndStyle',
      detour: true,
      guard: needsRole,
    },
  ];
}

/** A wizard screen with the module that draws it. */
export interface WizardRoute {
  readonly step: WizardStep;
  readonly screen: ScreenModule;
}

function rowOf(rows: readonly StepRow[], id: string): StepRow {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`The wizard has no step '${id}'`);
  return row;
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
function phaseProgressOf(rows: readonly StepRow[], row: StepRow): WizardStep['phaseProgress'] {
  const phaseRows = rows.filter(
    (candidate) =>
      candidate.phase === row.phase &&
      candidate.method === row.method &&
      !candidate.forward &&
      !candidate.detour,
  );
  return (draft) => {
    const shown = phaseRows.filter((candidate) => candidate === row || opensFor(candidate, draft));
    const before = shown.filter((candidate) => rows.indexOf(candidate) <= rows.indexOf(row));
    return { index: Math.max(1, before.length), total: shown.length };
  };
}

/** The rows a player reaches going on from a row: the next in order and Continue's own target, if other. */
function nextRowsOf(rows: readonly StepRow[], row: StepRow, index: number): StepRow[] {
  const byContinue = row.next ? rowOf(rows, row.next) : undefined;
  // A row Continue sends elsewhere (an attributes screen to the lifepath, the summary's own save) leads
  // to no row by order: the next row may be another method's, or the shop.
  const following = row.next === undefined ? rows[index + 1] : undefined;
  return [...new Set([following, byContinue])].filter((next) => next !== undefined);
}

function backOf(rows: readonly StepRow[], row: StepRow, index: number): WizardStep['back'] {
  const { back } = row;
  if (typeof back === 'function') return (draft) => rowOf(rows, back(draft)).path;
  const path = back ? rowOf(rows, back).path : (rows[index - 1]?.path ?? PATHS.home);
  return () => path;
}

function toRoute(rows: readonly StepRow[], row: StepRow, index: number): WizardRoute {
  const pathOf = (id: string) => rowOf(rows, id).path;
  const { forward } = row;
  const guard = row.guard ?? needsMethod;
  const nextRows = nextRowsOf(rows, row, index);
  const step: WizardStep = {
    id: row.id,
    path: row.path,
    title: row.title,
    phase: row.phase,
    back: backOf(rows, row, index),
    next: row.next === undefined ? (rows[index + 1]?.path ?? null) : row.next && pathOf(row.next),
    guard: (draft) => {
      const target = guard(draft);
      return target === null ? null : pathOf(target);
    },
    ...(forward ? { forward: (draft: Draft) => pathOf(forward(draft)) } : {}),
    phaseProgress: phaseProgressOf(rows, row),
    preloadNext: () => {
      // A second call reuses the module already loaded (or loading): import() runs each module once.
      for (const next of nextRows) void next.screen();
    },
  };
  return { step, screen: row.screen };
}

/** Every wizard screen in flow order, with paths resolved; the app's router turns each into a route. */
export function wizardRoutes(composed: ComposedScreens): readonly WizardRoute[] {
  const rows = wizardRows(composed);
  return rows.map((row, index) => toRoute(rows, row, index));
}

/** One wizard step by its id. */
export function findWizardStep(routes: readonly WizardRoute[], id: string): WizardStep {
  const route = routes.find((candidate) => candidate.step.id === id);
  if (!route) throw new Error(`The wizard has no step '${id}'`);
  return route.step;
}
