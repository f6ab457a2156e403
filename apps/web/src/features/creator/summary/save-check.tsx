import type { Finding } from '@edgeforge/rules/check/finding';
import type { Ref } from 'react';
import { setHouseRules } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { AllFindings } from '../frame/findings-list.tsx';

interface SaveCheckProps {
  readonly findings: readonly Finding[];
  /** True once Save was pressed and refused: the list then says so, as an alert. */
  readonly refused: boolean;
  readonly ref?: Ref<HTMLElement>;
}

/**
 * Above Save: every finding of the character, grouped by the screen that mends it, and the "House rules"
 * tick. Without the tick a character with findings is not saved; with it, it is saved with the findings
 * as its deviations, and the sheet and the list show them. Nothing shows for a character by the book.
 */
export function SaveCheck({ findings, refused, ref }: SaveCheckProps) {
  const draft = useDraft();
  const { update } = useDraftActions();
  const ticked = draft.houseRules?.enabled ?? false;
  if (findings.length === 0 && !ticked) return null;
  const title = findings.length === 0 ? 'By the book' : ticked ? 'Deviations to save' : 'Needs attention';
  return (
    <AllFindings ref={ref} findings={findings} method={draft.characterType} title={title}>
      {findings.length === 0 ? (
        <p>Nothing breaks the rules: the character no longer needs house rules.</p>
      ) : (
        <p role={refused && !ticked ? 'alert' : undefined} className="text-ink">
          {ticked
            ? 'House rules are on: the character is saved with these deviations, and its sheet shows them.'
            : refused
              ? 'Save refused: mend these, or tick House rules to save the character as it is.'
              : 'Mend these before saving, or tick House rules to save the character as it is.'}
        </p>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          checked={ticked}
          onChange={(event) => update((latest) => setHouseRules(latest, event.target.checked))}
          className="size-5 accent-neon-yellow"
        />
        House rules
      </label>
    </AllFindings>
  );
}
