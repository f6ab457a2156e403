import type { RoleId } from '@edgeforge/rules/ids';
import { roleStory } from '@edgeforge/rules/roles';
import { useCallback, useEffect } from 'react';
import { Panel } from '../../../components/ui/panel.tsx';
import { chooseRole } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { RoleCarousel } from './role-carousel.tsx';

/** The first role, selected when the player has not chosen one. */
const DEFAULT_ROLE: RoleId = 'rockerboy';

/** The role carousel screen with the story of the centred role. */
export function RoleStep() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const selected = draft.selectedRole ?? DEFAULT_ROLE;

  useEffect(() => {
    if (!draft.selectedRole) update((current) => chooseRole(current, DEFAULT_ROLE));
  }, [draft.selectedRole, update]);

  const onSelect = useCallback(
    (roleId: RoleId) => update((current) => chooseRole(current, roleId)),
    [update],
  );

  return (
    <WizardFrame width="xl" subtitle="Every legend starts with a role">
      <RoleCarousel selected={selected} onSelect={onSelect} />
      <Panel accent="magenta" className="mx-auto max-w-3xl">
        <h2 className="mb-2 font-display text-sm font-bold uppercase tracking-widest text-neon-magenta">
          Role Story
        </h2>
        <p data-testid="role-story">{roleStory(selected)}</p>
      </Panel>
    </WizardFrame>
  );
}
