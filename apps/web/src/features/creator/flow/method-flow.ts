import type { Draft } from '@edgeforge/contracts/draft';
import type { CharacterType } from '@edgeforge/rules/ids';
import type { Phase } from '../features/creator/wizard-step.ts';
import { methodPath } from '../lib/paths.ts';
import type { ScreenModule } from './lazy-screen.ts';
import { methodStepId, needsMethod, needsRole, type StepRow } from './step-row.ts';

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
