// The wizard's ids and route paths, apart from the step table (titles, guards) in steps.ts: the router
// needs only these on the first screen, the rest loads with the wizard.

/** Every screen of the creation wizard, in flow order. */
export const STEP_IDS = [
  'method',
  'role',
  'background',
  'part1',
  'part2',
  'part3',
  'part4',
  'part5',
  'part6',
  'part7',
  'part8',
  'rockerboy',
  'attributes',
  'lifepath',
  'skills',
  'gearAndStyle',
  'summary',
] as const;
export type StepId = (typeof STEP_IDS)[number];

const STREETRAT = '/character-creation/streetrat';
const BACKGROUND = `${STREETRAT}/background`;

/** Route paths of the wizard (spec section 2). */
export const PATHS = {
  home: '/',
  characters: '/characters',
  method: '/character-creation',
  role: STREETRAT,
  background: BACKGROUND,
  part1: `${BACKGROUND}/part1`,
  part2: `${BACKGROUND}/part2`,
  part3: `${BACKGROUND}/part3`,
  part4: `${BACKGROUND}/part4`,
  part5: `${BACKGROUND}/part5`,
  part6: `${BACKGROUND}/part6`,
  part7: `${BACKGROUND}/part7`,
  part8: `${BACKGROUND}/part8`,
  rockerboy: `${STREETRAT}/rockerboy`,
  attributes: `${STREETRAT}/attributes`,
  lifepath: '/lifepath',
  skills: '/skills',
  gearAndStyle: '/gear-and-style',
  summary: '/summary',
} as const;
