import type { CharacterType, RoleId } from '../ids.ts';
import type { MethodRules } from '../methods.ts';
import type { PointBudget } from './budgets.ts';
import type { CharacterBuild } from './build.ts';
import type { CheckStep, Finding, FindingCode } from './finding.ts';
import type { MethodVariant } from './variant.ts';

/** What every rule knows besides the build: its method and role, both already set. */
export interface CheckContext {
  readonly method: CharacterType;
  readonly methodRules: MethodRules;
  readonly role: RoleId;
  /** The role's name for messages, such as 'Solo'. */
  readonly roleName: string;
  /** The variant the check was told to hold the build to (an NPC tier's budgets), if any. */
  readonly variant?: MethodVariant | null;
}

/**
 * One small rule of the rules check. `methods` limits it to some creation methods (all when absent);
 * `check` returns every finding it has, or none. Other modules (cyberware, money) add rules of their
 * own to the list instead of changing these.
 */
export interface CharacterRule<B extends CharacterBuild = CharacterBuild> {
  readonly id: string;
  readonly methods?: readonly CharacterType[];
  readonly check: (build: B, context: CheckContext) => readonly Finding[];
}

/** Builds one finding. */
export function finding(code: FindingCode, path: string, step: CheckStep, message: string): Finding {
  return { code, path, step, message };
}

/**
 * The finding a point budget gives when it is not spent exactly: `over` with "64 STAT points spent, 62
 * allowed", or `unspent` with "60 of 62 STAT points spent, 2 left"; none when every point is spent.
 */
export function budgetFindings(
  budget: PointBudget | null,
  codes: { readonly over: FindingCode; readonly unspent: FindingCode },
  where: {
    readonly path: string;
    readonly step: CheckStep;
    readonly points: string;
    readonly method: string;
  },
): Finding[] {
  if (!budget || budget.left === 0) return [];
  const { spent, allowed, left } = budget;
  return left < 0
    ? [
        finding(
          codes.over,
          where.path,
          where.step,
          `${where.method}: ${spent} ${where.points} spent, ${allowed} allowed`,
        ),
      ]
    : [
        finding(
          codes.unspent,
          where.path,
          where.step,
          `${where.method}: ${spent} of ${allowed} ${where.points} spent, ${left} left`,
        ),
      ];
}
