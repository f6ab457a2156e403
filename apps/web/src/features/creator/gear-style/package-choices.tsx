import { choiceGroups, resolveGearChoices } from '@edgeforge/rules/catalog/role-packages';
import type { RoleId } from '@edgeforge/rules/ids';
import { cn } from '../../../lib/cn.ts';
import { chooseGear } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/**
 * The role package's "A | B" choices (Streetrat and Edgerunner), each the player's, the first by
 * default: one radio group per choice. The Starting Gear table above shows what is chosen.
 */
export function PackageChoices({ roleId }: { roleId: RoleId }) {
  const draft = useDraft();
  const { update } = useDraftActions();
  const groups = choiceGroups(roleId);
  if (groups.length === 0) return null;
  const chosen = resolveGearChoices(roleId, draft.gearChoices ?? {});
  return (
    <div className="grid grid-cols-1 gap-3" data-testid="package-choices">
      <h3 className="font-mono text-xs uppercase tracking-wider text-neon-magenta">Your choices</h3>
      {groups.map((group) => (
        <fieldset key={group.id} className="grid grid-cols-1 gap-2">
          <legend className="mb-1 text-sm font-semibold">{group.label}</legend>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {group.options.map((option) => {
              const isChosen = chosen[group.id] === option.id;
              return (
                <label
                  key={option.id}
                  data-selected={isChosen || undefined}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center border px-3 py-2 text-sm',
                    isChosen ? 'border-neon-cyan bg-neon-cyan/15' : 'border-line hover:border-neon-cyan/60',
                  )}
                >
                  <input
                    type="radio"
                    name={group.id}
                    value={option.id}
                    checked={isChosen}
                    onChange={() => update((latest) => chooseGear(latest, group.id, option.id))}
                    className="sr-only"
                  />
                  {option.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
