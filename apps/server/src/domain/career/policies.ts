import type { CareerCommand } from '@edgeforge/contracts/career';
import { AppError } from '../../lib/app-error.ts';
import type { PlayReach } from '../play/policies.ts';

/**
 * Who may write what in a career (decision 056). The reach is play's (domain/play/policies.ts): the
 * owner, and the GM of the open campaign the character is attached to; anyone else gets the 404 of an
 * unknown id. Inside a campaign the GM awards and the owner spends; outside one the owner does both,
 * and the award says it was self-awarded. A month passes by the owner, or by the GM; going into debt is
 * the player's choice alone.
 */
export function assertMayStep(reach: PlayReach, command: CareerCommand): void {
  if (reach.retired) throw new AppError('CHARACTER_RETIRED', 'A retired character is out of play.');
  const inCampaign = reach.campaignId !== null;
  const refuse = (message: string) => new AppError('CAREER_NOT_ALLOWED', message);
  switch (command.kind) {
    case 'award':
      if (inCampaign && reach.viewer !== 'gm') throw refuse('In a campaign, only the GM awards.');
      if (!inCampaign && reach.viewer !== 'owner') throw refuse('Outside a campaign, the owner awards.');
      return;
    case 'monthPasses':
      if (command.confirm === true && reach.viewer !== 'owner')
        throw refuse('Only the player chooses to go into debt.');
      return;
    default:
      if (reach.viewer !== 'owner') throw refuse("Only the character's owner spends and chooses.");
  }
}

/** Whether an award by this viewer is the owner's own, made outside a campaign. */
export function isSelfAwarded(reach: PlayReach): boolean {
  return reach.viewer === 'owner' && reach.campaignId === null;
}
