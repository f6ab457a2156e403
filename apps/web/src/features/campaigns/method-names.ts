import { METHOD_RULES } from '@edgeforge/rules/methods';

/** The creation methods a table allows, by their names ('Streetrat, Edgerunner'). */
export function methodNames(methods: readonly string[]): string {
  return methods
    .map((method) => METHOD_RULES[method as keyof typeof METHOD_RULES]?.name ?? method)
    .join(', ');
}
