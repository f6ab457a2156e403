import type { Npc } from '@edgeforge/contracts/gm';
import { findCatalogItem } from '@edgeforge/rules/catalog/catalog';
import { NPC_TIER_RULES } from '@edgeforge/rules/gm/npc-tiers';
import { ROLE_NAMES } from '@edgeforge/rules/ids';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { downloadNpcFoundry } from './api/npcs.ts';

const itemName = (id: string) => findCatalogItem(id)?.name ?? id;

/** "Foundry": the NPC as a Foundry VTT mook actor file; says beside the button why it did not come. */
function NpcFoundryExport({ campaignId, npc }: { campaignId: string; npc: Npc }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureId = useId();
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await downloadNpcFoundry(campaignId, npc.id);
    } catch (error) {
      setFailure(
        error instanceof ApiError ? `The file did not come: ${error.message}` : 'The file did not come.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        busy={busy}
        aria-label={`Export ${npc.name} to Foundry`}
        aria-describedby={failureId}
        onClick={() => void download()}
      >
        <Download aria-hidden="true" />
        Foundry
      </Button>
      <p id={failureId} role="alert" className="basis-full text-sm text-[#ffd3da] empty:hidden">
        {failure}
      </p>
    </>
  );
}

/**
 * One NPC as a GM reads it in a fight, at a glance: tier and role, HP and the Seriously Wounded
 * threshold, armour SP on body and head, the STATs, the weapons with their damage, the chrome. With
 * `campaignId`, the GM's download of it as a Foundry VTT mook actor, retired or not.
 */
export function NpcCard({
  npc,
  campaignId,
  onAction,
}: {
  npc: Npc;
  campaignId?: string;
  onAction?: (action: 'edit' | 'duplicate' | 'retire') => void;
}) {
  const active = onAction && npc.status === 'active';
  const { build } = npc;
  const weapons = build.weapons.map((id) => {
    const item = findCatalogItem(id);
    return item?.kind === 'weapon' ? `${item.name} ${item.damage}` : itemName(id);
  });
  return (
    <li aria-label={npc.name} className="grid gap-2 border border-line bg-void/70 p-3 font-mono text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-display text-base font-bold text-ink">{npc.name}</span>
        <span className="text-neon-magenta">
          {NPC_TIER_RULES[build.tier].name} · {ROLE_NAMES[build.role]}
          {npc.status === 'retired' ? ' · retired' : ''}
        </span>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1" aria-label={`${npc.name}: fight numbers`}>
        <div>
          <dt className="inline text-ink-muted">HP </dt>
          <dd className="inline">{npc.hp}</dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Seriously </dt>
          <dd className="inline">&lt;{npc.seriouslyWounded}</dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">SP </dt>
          <dd className="inline">
            {npc.sp.body} body / {npc.sp.head} head
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Weight </dt>
          <dd className="inline">{npc.weight}</dd>
        </div>
      </dl>
      <p className="text-ink-muted">
        {Object.entries(build.attributes)
          .map(([key, value]) => `${key} ${value}`)
          .join(' · ')}
      </p>
      <p>{weapons.join(', ')}</p>
      {build.cyberware.length > 0 ? (
        <p className="text-ink-muted">{build.cyberware.map((piece) => itemName(piece.itemId)).join(', ')}</p>
      ) : null}
      {active || campaignId ? (
        <div className="flex flex-wrap gap-2">
          {active ? (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => onAction('edit')}
                aria-label={`Edit ${npc.name}`}
              >
                Edit
              </Button>
              <Button size="sm" variant="outline" onClick={() => onAction('duplicate')}>
                Duplicate
              </Button>
              <Button size="sm" variant="outline" onClick={() => onAction('retire')}>
                Retire
              </Button>
            </>
          ) : null}
          {campaignId ? <NpcFoundryExport campaignId={campaignId} npc={npc} /> : null}
        </div>
      ) : null}
    </li>
  );
}
