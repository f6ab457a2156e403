import type { Draft } from '@edgeforge/contracts/draft';
import type { CharacterType } from '@edgeforge/rules/ids';
import { createElement } from 'react';
import { methodPath } from '../../../lib/paths.ts';
import type { TablePart } from '../background/tables-step.tsx';
import { type ScreenModule, stepScreen } from './screen-module.ts';
import { methodStepId, needsMethod, needsRole, type StepRow } from './step-row.ts';
import type { Phase } from './wizard-step.ts';

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

/** Parts 1 to 6 are the one screen of roll tables, each part with its own tables. */
const tablesPart = (part: TablePart): ScreenModule =>
  stepScreen(
    () => import('../background/tables-step.tsx'),
    ({ TablesStep }) =>
      () =>
        createElement(TablesStep, { part }),
  );

const PART_MODULES: readonly ScreenModule[] = [
  tablesPart('part1'),
  tablesPart('part2'),
  tablesPart('part3'),
  tablesPart('part4'),
  tablesPart('part5'),
  tablesPart('part6'),
  stepScreen(
    () => import('../background/role-choice-step.tsx'),
    ({ RoleChoiceStep }) => RoleChoiceStep,
  ),
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
  role: stepScreen(
    () => import('../role/role-step.tsx'),
    ({ RoleStep }) => RoleStep,
  ),
  background: stepScreen(
    () => import('../background/background-step.tsx'),
    ({ BackgroundStep }) => BackgroundStep,
  ),
  part8: stepScreen(
    () => import('../background/pass-through-step.tsx'),
    ({ PassThroughStep }) => PassThroughStep,
  ),
  rockerboy: stepScreen(
    () => import('../background/rockerboy-step.tsx'),
    ({ RockerboyStep }) => RockerboyStep,
  ),
} as const satisfies Record<string, ScreenModule>;

/** Each method's own STAT screen; every other screen of the flow is shared by the three methods. */
const ATTRIBUTES_MODULES: Readonly<Record<CharacterType, ScreenModule>> = {
  streetrat: stepScreen(
    () => import('../attributes/template-stats.tsx'),
    ({ StreetratAttributesStep }) => StreetratAttributesStep,
  ),
  edgerunner: stepScreen(
    () => import('../attributes/column-roll-stats.tsx'),
    ({ EdgerunnerAttributesStep }) => EdgerunnerAttributesStep,
  ),
  complete: stepScreen(
    () => import('../attributes/point-buy-stats.tsx'),
    ({ CompleteAttributesStep }) => CompleteAttributesStep,
  ),
};

/** The flow of one method from its role choice to its attributes, each path under the method's segment. */
export function methodScreens(method: CharacterType): readonly MethodScreen[] {
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
export function toMethodRow(method: CharacterType, screen: MethodScreen): StepRow {
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
