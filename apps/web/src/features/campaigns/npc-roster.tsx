import { LIMITS } from '@edgeforge/contracts/limits';
import { NPC_TIER_RULES, NPC_TIERS, type NpcTier } from '@edgeforge/rules/gm/npc-tiers';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { npcsQueryOptions, useNpcAction, useRollNpcs } from './api/npcs.ts';
import { campaignErrorMessage } from './error-message.ts';
import { NpcCard } from './npc-card.tsx';
import { NpcEditDialog } from './npc-edit-dialog.tsx';

/** The GM's NPC roster on the campaign page: roll 1 to 20 of a tier, the cards, duplicate and retire. */
export function NpcRoster({ campaignId }: { campaignId: string }) {
  const roster = useQuery(npcsQueryOptions(campaignId));
  const rollNpcs = useRollNpcs(campaignId);
  const act = useNpcAction(campaignId);
  const [tier, setTier] = useState<NpcTier>('mook');
  const [count, setCount] = useState(1);
  // The NPC last opened for editing stays mounted after its dialog closes, so the focus goes back to its card.
  const [editing, setEditing] = useState<{ id: string; open: boolean } | null>(null);
  const edited = roster.data?.find((npc) => npc.id === editing?.id);
  const failed = (error: Error) =>
    toast({ title: 'Not done', description: campaignErrorMessage(error), variant: 'destructive' });

  function onRoll(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rollNpcs.isPending) return;
    const wanted = Math.min(LIMITS.npcRollMax, Math.max(1, Math.trunc(count) || 1));
    rollNpcs.mutate({ tier, count: wanted }, { onError: failed });
  }

  return (
    <section aria-labelledby="npc-roster-title" className="grid gap-3">
      <h2
        id="npc-roster-title"
        className="font-display text-xl font-bold uppercase tracking-wider text-neon-cyan"
      >
        NPC Roster
      </h2>
      <form onSubmit={onRoll} className="flex flex-wrap items-end gap-3" aria-label="Roll NPCs">
        <Field label="Tier">
          {(id) => (
            <Select id={id} value={tier} onChange={(event) => setTier(event.target.value as NpcTier)}>
              {NPC_TIERS.map((value) => (
                <option key={value} value={value}>
                  {NPC_TIER_RULES[value].name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="How many">
          {(id) => (
            <Input
              id={id}
              type="number"
              min={1}
              max={LIMITS.npcRollMax}
              value={count}
              onChange={(event) => setCount(Number(event.target.value))}
              className="w-24"
            />
          )}
        </Field>
        <Button type="submit" busy={rollNpcs.isPending}>
          Roll NPCs
        </Button>
      </form>
      {roster.isPending ? <p role="status">Loading the roster...</p> : null}
      {roster.data?.length === 0 ? <p className="text-ink-muted">No NPCs yet: roll some above.</p> : null}
      {roster.data && roster.data.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {roster.data.map((npc) => (
            <NpcCard
              key={npc.id}
              npc={npc}
              campaignId={campaignId}
              onAction={(action) =>
                action === 'edit'
                  ? setEditing({ id: npc.id, open: true })
                  : act.mutate({ npcId: npc.id, action }, { onError: failed })
              }
            />
          ))}
        </ul>
      ) : null}
      {edited ? (
        <NpcEditDialog
          campaignId={campaignId}
          npc={edited}
          open={editing?.open ?? false}
          onOpenChange={(open) => setEditing({ id: edited.id, open })}
        />
      ) : null}
    </section>
  );
}
