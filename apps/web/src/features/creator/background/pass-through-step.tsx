import { getRole } from '@edgeforge/rules/roles';
import { Navigate, useLocation } from 'react-router';
import { useDraft } from '../draft-context.tsx';
import { useWizardStep } from '../flow/wizard-step.ts';
import { BACK_STATE, WizardFrame } from '../frame/wizard-frame.tsx';

function cameBack(state: unknown): boolean {
  return (state as { direction?: unknown } | null)?.direction === BACK_STATE.direction;
}

/**
 * Part8: on the way forward it sends a rockerboy to the rockerboy type and anyone else
 * to the attributes. Reached with Back it stays, or Back from the rockerboy screen would bounce the
 * player straight back to it.
 */
export function PassThroughStep() {
  const draft = useDraft();
  const step = useWizardStep();
  const { state } = useLocation();
  if (!cameBack(state) && step.forward) return <Navigate to={step.forward(draft)} replace />;
  const role = getRole(draft.selectedRole);
  return (
    <WizardFrame width="md">
      <p className="text-center text-lg">
        Role locked in: <strong className="text-neon-cyan">{role?.name}</strong>. Continue to your attributes,
        or go back to pick another role.
      </p>
    </WizardFrame>
  );
}
