import type { CareerResponse, CareerView } from '@edgeforge/contracts/career';
import { getRole } from '@edgeforge/rules/roles';
import { roleAbilitySetupFacts } from '@edgeforge/rules/setup-facts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { careerKeys } from '../../lib/career-keys.ts';
import { useLiveChannels } from '../../lib/live.ts';
import { characterCareerPath } from '../../lib/paths.ts';
import { careerQueryOptions } from './api/career.ts';
import { CareerBalances } from './career-balances.tsx';
import { LivingDialog } from './living-dialog.tsx';
import { SelfAwardDialog } from './self-award-dialog.tsx';
import { SpendDialog } from './spend-dialog.tsx';
import { UndoSpend } from './undo-spend.tsx';

/**
 * The career on the character sheet (decision 063): the balances, Lifestyle and Housing, and for the
 * owner the steps between the jobs (spend IP, undo the last spend, living and a month passing, and
 * outside a campaign the self-award). A GM reading the sheet sees the balances only: the GM's awards
 * are on the campaign page. Follows the character's live channel, so a GM's award shows at once.
 */
export function CareerPanel({ characterId, active }: { characterId: string; active: boolean }) {
  const query = useQuery(careerQueryOptions(characterId));
  const queryClient = useQueryClient();
  useLiveChannels([`character:${characterId.toLowerCase()}`], (_, reason) => {
    if (reason !== 'ready') void queryClient.invalidateQueries({ queryKey: careerKeys.detail(characterId) });
  });
  return (
    <SheetSection title="Career" className="md:col-span-2 print:col-span-2">
      {query.isPending ? (
        // As tall as the balances, so nothing below moves when they arrive.
        <p role="status" className="min-h-24 text-ink-muted">
          Loading the career...
        </p>
      ) : query.isError ? (
        <p role="alert" className="min-h-24">
          The career could not be read: {query.error.message}
        </p>
      ) : (
        <CareerBody data={query.data} active={active} />
      )}
    </SheetSection>
  );
}

function CareerBody({ data, active }: { data: CareerResponse; active: boolean }) {
  const { career } = data;
  const owner = career.viewer === 'owner';
  return (
    <div className="grid gap-3">
      <CareerBalances career={career} />
      <RoleAbilityInPlay career={career} />
      <div className="flex flex-wrap gap-2 print:hidden">
        {owner && active ? (
          <>
            <SpendDialog career={career} />
            <LivingDialog career={career} />
            {career.inCampaign ? null : <SelfAwardDialog career={career} />}
          </>
        ) : null}
        <Button asChild variant="ghost">
          <Link to={characterCareerPath(career.characterId)}>Career history</Link>
        </Button>
      </div>
      {owner && active && career.canUndo ? <UndoSpend data={data} /> : null}
    </div>
  );
}

/** Once the rank was raised: the ability at the rank in play and its grown set-up (decision 070). */
function RoleAbilityInPlay({ career }: { career: CareerView }) {
  const ability = career.roleAbility;
  if (!ability || !career.state.roleRank || career.state.roleRank.bought === 0) return null;
  const name = getRole(ability.role)?.roleAbility.name ?? 'Role ability';
  const facts = roleAbilitySetupFacts(ability.setup);
  return (
    <dl aria-label="Role ability in play" className="grid gap-1 text-sm">
      <div className="flex flex-wrap gap-2">
        <dt className="text-ink-muted">{name}:</dt>
        <dd>Rank {ability.setup.rank} in play</dd>
      </div>
      {facts.map(([label, value]) => (
        <div key={label} className="flex flex-wrap gap-2">
          <dt className="text-ink-muted">{label}:</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
