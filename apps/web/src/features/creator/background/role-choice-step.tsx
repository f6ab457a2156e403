import { ROLES } from '@edgeforge/rules/roles';
import { cn } from '../../../lib/cn.ts';
import { ArtImage, roleArt } from '../common/art-image.tsx';
import { chooseRole } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';

/** Part7, 'Choose Your Role': the ten role cards; Continue waits for a choice. */
export function RoleChoiceStep() {
  const draft = useDraft();
  const { update } = useDraftActions();
  return (
    <WizardFrame
      width="xl"
      canContinue={draft.selectedRole !== null}
      disabledReason="Choose a role to continue"
    >
      <fieldset>
        <legend className="sr-only">Role</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {ROLES.map((role) => {
            const isSelected = draft.selectedRole === role.id;
            return (
              <label
                key={role.id}
                data-selected={isSelected || undefined}
                className={cn(
                  'grid grid-cols-1 cursor-pointer content-start gap-2 border bg-panel-raised/80 p-3 clip-corner-sm',
                  'transition-[border-color,box-shadow] hover:border-neon-cyan/60',
                  isSelected ? 'border-neon-cyan shadow-neon-cyan' : 'border-line',
                )}
              >
                <input
                  type="radio"
                  name="role"
                  value={role.id}
                  checked={isSelected}
                  onChange={() => update((current) => chooseRole(current, role.id))}
                  className="sr-only"
                />
                <ArtImage
                  {...roleArt(role.image)}
                  sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
                  loading="lazy"
                  alt=""
                  className="aspect-square w-full object-cover"
                />
                <span className="font-display font-bold uppercase tracking-wider text-neon-cyan">
                  {role.name}
                </span>
                <span className="text-sm text-ink-muted">{role.specialAbility}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </WizardFrame>
  );
}
