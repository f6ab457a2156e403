/** A class name, or nothing: `cond && 'class'` and `cond ? 'a' : undefined` both fit. */
export type ClassValue = string | false | null | undefined | 0;

/**
 * Joins class names, skipping the falsy ones. It does not resolve Tailwind conflicts: a component
 * never receives a class that fights one of its own (say `px-2.5` against its `px-3`); it offers a
 * variant or a prop instead, and a conditional class is written as a ternary with its alternative.
 */
export function cn(...inputs: ClassValue[]): string {
  let classes = '';
  for (const input of inputs) {
    if (input) classes = classes ? `${classes} ${input}` : input;
  }
  return classes;
}
