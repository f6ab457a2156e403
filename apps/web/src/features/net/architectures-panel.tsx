import type { ArchitectureView } from '@edgeforge/contracts/net';
import { NET_DIFFICULTIES, type NetDifficulty, type NetFloor } from '@edgeforge/rules/net/architecture';
import { BLACK_ICE, DEMONS } from '@edgeforge/rules/net/data/black-ice';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import {
  architecturesQueryOptions,
  useCreateArchitecture,
  useDeleteArchitecture,
} from './api/architectures.ts';

const DIFFICULTY_NAMES: Record<NetDifficulty, string> = {
  basic: 'Basic',
  standard: 'Standard',
  uncommon: 'Uncommon',
  advanced: 'Advanced',
};

/** One floor in a few words: "a3 Password DV 8", "b4 Black ICE: Hellhound, Raven". */
export function floorLabel(floor: NetFloor): string {
  const { content } = floor;
  const what = (() => {
    switch (content.kind) {
      case 'password':
        return `Password DV ${content.dv}`;
      case 'file':
        return `File DV ${content.dv}`;
      case 'controlNode':
        return `Control Node DV ${content.dv}`;
      case 'blackIce':
        return `Black ICE: ${content.ice.map((key) => BLACK_ICE[key].name).join(', ')}`;
      case 'demon':
        return `Demon: ${DEMONS[content.demon].name}`;
    }
  })();
  return `Floor ${floor.depth} (${floor.id}): ${what}`;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'That did not work.');

function GenerateForm({ campaignId }: { campaignId: string }) {
  const create = useCreateArchitecture(campaignId);
  const [name, setName] = useState('');
  const [difficulty, setDifficulty] = useState<NetDifficulty>('standard');
  const [seed, setSeed] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const seedNumber = seed.trim() === '' ? undefined : Number(seed);
    create.mutate(
      {
        mode: 'generate',
        name: name.trim() || `${DIFFICULTY_NAMES[difficulty]} architecture`,
        difficulty,
        ...(seedNumber === undefined ? {} : { seed: seedNumber }),
      },
      { onSuccess: () => setName('') },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <Field label="Name">
        {(id) => <Input id={id} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label="Difficulty">
        {(id) => (
          <Select id={id} value={difficulty} onChange={(e) => setDifficulty(e.target.value as NetDifficulty)}>
            {NET_DIFFICULTIES.map((key) => (
              <option key={key} value={key}>
                {DIFFICULTY_NAMES[key]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Seed (optional)">
        {(id) => (
          <Input
            id={id}
            inputMode="numeric"
            pattern="[0-9]*"
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
          />
        )}
      </Field>
      <div className="flex items-end">
        <Button type="submit" disabled={create.isPending}>
          Generate architecture
        </Button>
      </div>
      {create.isError ? (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{messageOf(create.error)}</FormMessage>
        </div>
      ) : null}
    </form>
  );
}

function ArchitectureCard({ campaignId, item }: { campaignId: string; item: ArchitectureView }) {
  const remove = useDeleteArchitecture(campaignId);
  const [open, setOpen] = useState(false);
  const { floors } = item.architecture;
  const branches = new Set(floors.map((floor) => floor.branch)).size;
  const difficulty = item.difficulty ? DIFFICULTY_NAMES[item.difficulty] : 'Built by hand';
  return (
    <li aria-label={item.name} className="grid gap-2 border border-line bg-void/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-semibold">{item.name}</span>{' '}
          <span className="text-sm text-ink-muted">
            {difficulty}, {floors.length} floors, {branches} {branches === 1 ? 'branch' : 'branches'}
            {item.seed === null ? '' : `, seed ${item.seed}`}
          </span>
        </p>
        <div className="flex gap-2">
          <Button variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide floors' : 'Show floors'}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(item.id)}>
            Delete
          </Button>
        </div>
      </div>
      {open ? (
        <ol className="grid gap-1 text-sm">
          {floors.map((floor) => (
            <li key={floor.id}>{floorLabel(floor)}</li>
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** The id of the NET architectures' section: the GM's page links to it. */
export const NET_ARCHITECTURES_SECTION = 'net-architectures';

/**
 * The GM's NET architectures on the campaign's page (decision 058): generate one by difficulty, with a
 * seed to get the same one again, and keep it; read its floors, delete it.
 */
export function ArchitecturesPanel({ campaignId }: { campaignId: string }) {
  const query = useQuery(architecturesQueryOptions(campaignId));
  return (
    <SheetSection id={NET_ARCHITECTURES_SECTION} title="NET architectures">
      <GenerateForm campaignId={campaignId} />
      {query.isError ? <FormMessage tone="error">{messageOf(query.error)}</FormMessage> : null}
      {query.data && query.data.length === 0 ? (
        <p className="mt-3 text-sm text-ink-muted">No architecture yet: generate one above.</p>
      ) : null}
      <ul className="mt-3 grid gap-2">
        {query.data?.map((item) => (
          <ArchitectureCard key={item.id} campaignId={campaignId} item={item} />
        ))}
      </ul>
    </SheetSection>
  );
}
