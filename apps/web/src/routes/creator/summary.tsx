import { useSaveCharacter } from '../../features/characters/api/characters.ts';
import { SummaryStep } from '../../features/creator/steps/summary-step.tsx';

/** The summary composes the wizard's last screen with the characters feature's save. */
export default function SummaryRoute() {
  return <SummaryStep save={useSaveCharacter()} />;
}
