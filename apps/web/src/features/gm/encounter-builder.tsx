import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import type { Npc } from '@edgeforge/contracts/gm';
import { encounterWeight } from '@edgeforge/rules/gm/encounter';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CheckOption } from '../../components/ui/check-option.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useCreateEncounter } from './api/encounters.ts';
import { encounterErrorMessage } from './encounter-error.ts';

const VERDICTS = { light: 'light', even: 'even', heavy: 'heavy' } as const;

/** The GM builds an encounter: a name, active NPCs of the roster, characters of the party; its weight shows. */
export function EncounterBuilder({ campaign, roster }: { campaign: CampaignDetail; roster: readonly Npc[] }) {
  const create = useCreateEncounter(campaign.id);
  const [name, setName] = useState('Fight');
  const [npcIds, setNpcIds] = useState<string[]>([]);
  const [characterIds, setCharacterIds] = useState<string[]>([]);
  const npcs = roster.filter((npc) => npc.status === 'active');
  const party = campaign.party.flatMap((member) => (member.character ? [member.character] : []));
  const toggle = (list: string[], id: string, on: boolean) =>
    on ? [...list, id] : list.filter((x) => x !== id);
  const weight = encounterWeight(
    npcs.filter((npc) => npcIds.includes(npc.id)).map((npc) => npc.build.tier),
    characterIds.length,
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { name: name.trim() || 'Fight', npcIds, characterIds },
      {
        onError: (error) =>
          toast({ title: 'Not done', description: encounterErrorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} aria-label="Build an encounter" className="grid gap-3">
      <Field label="Encounter name">
        {(id) => (
          <Input id={id} value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
        )}
      </Field>
      <div className="grid gap-3 md:grid-cols-2">
        <fieldset className="grid content-start gap-1">
          <legend className="font-semibold text-neon-magenta">NPCs</legend>
          {npcs.length === 0 ? <p className="text-ink-muted">Roll NPCs into the roster first.</p> : null}
          {npcs.map((npc) => (
            <CheckOption
              key={npc.id}
              checked={npcIds.includes(npc.id)}
              onChange={(on) => setNpcIds((list) => toggle(list, npc.id, on))}
              hint={`HP ${npc.hp} · SP ${npc.sp.body}/${npc.sp.head} · weight ${npc.weight}`}
            >
              {npc.name}
            </CheckOption>
          ))}
        </fieldset>
        <fieldset className="grid content-start gap-1">
          <legend className="font-semibold text-neon-magenta">Characters</legend>
          {party.length === 0 ? <p className="text-ink-muted">No character is attached yet.</p> : null}
          {party.map((character) => (
            <CheckOption
              key={character.id}
              checked={characterIds.includes(character.id)}
              onChange={(on) => setCharacterIds((list) => toggle(list, character.id, on))}
            >
              {`${character.name_first} ${character.name_last}`.trim()}
            </CheckOption>
          ))}
        </fieldset>
      </div>
      <p role="status" className="font-mono text-sm">
        Weight {weight.npcs} against a party of {weight.party}: {VERDICTS[weight.verdict]}
      </p>
      <Button type="submit" busy={create.isPending} disabled={npcIds.length + characterIds.length === 0}>
        Start the encounter
      </Button>
    </form>
  );
}
