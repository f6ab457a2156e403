import type { HumanityState } from '@edgeforge/rules/cyberware/types';
import { CORE_SKILLS } from '@edgeforge/rules/data/skills';
import { TriangleAlert } from 'lucide-react';

/** Below this Humanity the install dialog warns that the character nears cyberpsychosis (docs/rules/catalog.md#humanity). */
export const LOW_HUMANITY = 20;

/** The core skills rolled on EMP: a lower EMP lowers each of them. */
const EMP_SKILLS = Object.entries(CORE_SKILLS)
  .filter(([, info]) => info.stat === 'EMP')
  .map(([name]) => name);

/**
 * What an install would do to the character's Humanity, said before it happens: EMP falling (and the
 * skills it lowers), Humanity ending low. `after` is the worst the install can leave (the dice's highest
 * loss while a roll is still to come, `rolling`); an install that reaches 0 is refused elsewhere.
 */
export function humanityWarnings(before: HumanityState, after: HumanityState, rolling: boolean): string[] {
  if (after.current <= 0) return [];
  const may = rolling ? 'could' : 'will';
  const warnings: string[] = [];
  if (after.emp < before.emp) {
    warnings.push(
      `EMP ${may} fall from ${before.emp} to ${after.emp}: ${EMP_SKILLS.join(' and ')} are rolled with it, so they ${may === 'will' ? 'drop' : 'could drop'} too.`,
    );
  }
  if (after.current < LOW_HUMANITY) {
    warnings.push(
      `Humanity ${may} be down to ${after.current}. At 0 the character is lost to cyberpsychosis, and more chrome or a bad night can get there.`,
    );
  }
  return warnings;
}

/** The warnings of `humanityWarnings` in a plain box, or nothing. */
export function HumanityWarning({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-label="Before you install"
      className="grid gap-1 border border-neon-yellow/70 bg-neon-yellow/5 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-neon-yellow">
        <TriangleAlert aria-hidden="true" className="size-4" />
        Before you install
      </p>
      <ul className="list-disc pl-5">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
