import type { LiveChannel } from '@edgeforge/contracts/live';
import type { PlayEventView, PlayResponse } from '@edgeforge/contracts/play';
import { CRITICAL_INJURIES } from '@edgeforge/rules/play/data/critical-injuries';
import { WOUND_STATE_NAMES } from '@edgeforge/rules/play/state';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { cn } from '../../lib/cn.ts';
import { useLiveChannels } from '../../lib/live.ts';
import { characterPlayPath } from '../../lib/paths.ts';
import { partyPlayKeys, partyPlayQueryOptions } from './api/party-play.ts';

/** A character at the table, as the campaign's page knows it. */
export interface TableCharacter {
  readonly id: string;
  readonly name: string;
  readonly playerName: string;
}

/** How many rolls the party's roll log shows, newest first. */
const ROLLS_SHOWN = 20;

const WOUND_TONE = {
  notWounded: 'text-neon-green',
  lightlyWounded: 'text-neon-cyan',
  seriouslyWounded: 'text-neon-yellow',
  mortallyWounded: 'text-danger',
} as const;

function timeOf(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="grid gap-0.5 border border-line bg-void/60 px-2 py-1 text-center">
      <dt className="font-mono text-[0.7rem] uppercase tracking-wider text-ink-muted">{label}</dt>
      <dd className={cn('font-bold tabular-nums', className)}>{value}</dd>
    </div>
  );
}

/** One character's condition: HP, wound state, Luck, Humanity, ammunition and injuries. */
function CharacterCondition({
  character,
  data,
}: {
  character: TableCharacter;
  data: PlayResponse | undefined;
}) {
  const state = data?.play.state;
  // The ammunition line: a melee cyberweapon (magazine 0) holds none.
  const weapons = state ? Object.values(state.weapons).filter((weapon) => weapon.magazine > 0) : [];
  const injuries = state ? Object.values(state.injuries) : [];
  return (
    <article
      aria-label={`${character.name} at the table`}
      className="grid content-start gap-2 border border-line bg-panel/80 p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-base font-bold uppercase tracking-wider text-neon-cyan break-words">
          {character.name}
        </h3>
        <span className="text-sm text-ink-muted">{character.playerName}</span>
      </div>
      {!state ? (
        <p role="status" className="text-sm text-ink-muted">
          Loading...
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-3 gap-1.5">
            <Figure
              label="HP"
              value={`${state.hp}/${state.maxHp}`}
              className={WOUND_TONE[state.woundState]}
            />
            <Figure label="Luck" value={`${state.luck}/${state.luckMax}`} />
            <Figure label="Humanity" value={`${state.humanity}/${state.humanityMax}`} />
          </dl>
          <p className={cn('text-sm font-bold', WOUND_TONE[state.woundState])}>
            {state.dead ? 'Dead' : WOUND_STATE_NAMES[state.woundState]}
            {state.stabilized && state.woundState === 'mortallyWounded' ? ', stabilized' : ''}
          </p>
          <p className="text-sm">
            <span className="text-ink-muted">Ammo: </span>
            {weapons.length === 0
              ? 'no ranged weapon'
              : weapons.map((weapon) => `${weapon.name} ${weapon.loaded}/${weapon.magazine}`).join(' · ')}
          </p>
          <p className="text-sm">
            <span className="text-ink-muted">Injuries: </span>
            {injuries.length === 0
              ? 'none'
              : injuries
                  .map((injury) => {
                    const name = CRITICAL_INJURIES[injury.key]?.name ?? injury.key;
                    return injury.quickFixed ? `${name} (quick fix)` : name;
                  })
                  .join(', ')}
          </p>
          <Button asChild size="sm" variant="outline" className="justify-self-start">
            <Link to={characterPlayPath(character.id)} aria-label={`Play view of ${character.name}`}>
              Play view
            </Link>
          </Button>
        </>
      )}
    </article>
  );
}

function isPrivate(event: PlayEventView): boolean {
  return event.command.private === true;
}

/** The id of the live party's heading: the GM's page links to it. */
export const LIVE_PARTY_HEADING = 'live-party-title';

/**
 * The GM's live party screen (decision 042): each attached character's condition and the party's rolls,
 * the GM's private ones marked, refetched whenever the live stream says a character changed.
 */
export function LiveParty({ characters }: { characters: readonly TableCharacter[] }) {
  const queryClient = useQueryClient();
  const results = useQueries({ queries: characters.map((character) => partyPlayQueryOptions(character.id)) });
  useLiveChannels(
    characters.map((character): LiveChannel => `character:${character.id}`),
    (channel, reason) => {
      // A dropped character has left the party: the campaign's own notice takes its card away.
      if (reason === 'drop') return;
      const id = channel.slice('character:'.length);
      void queryClient.invalidateQueries({ queryKey: partyPlayKeys.detail(id) });
    },
  );
  const rolls = characters
    .flatMap((character, index) =>
      (results[index]?.data?.events ?? [])
        .filter((event) => event.kind === 'roll')
        .map((event) => ({ event, name: character.name })),
    )
    .sort((a, b) => b.event.at.localeCompare(a.event.at))
    .slice(0, ROLLS_SHOWN);
  if (characters.length === 0) return null;
  return (
    <section aria-labelledby={LIVE_PARTY_HEADING} className="grid gap-3">
      <h2
        id={LIVE_PARTY_HEADING}
        className="font-display text-xl font-bold uppercase tracking-wider text-neon-cyan"
      >
        At the Table
      </h2>
      <div className="grid gap-3 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-3 sm:grid-cols-2">
          {characters.map((character, index) => (
            <CharacterCondition key={character.id} character={character} data={results[index]?.data} />
          ))}
        </div>
        <SheetSection title="Rolls">
          {rolls.length === 0 ? <p className="text-sm text-ink-muted">No rolls yet.</p> : null}
          <ol className="grid gap-1" aria-label="Rolls, newest first">
            {rolls.map(({ event, name }) => (
              <li key={event.id} className="border-b border-white/5 py-1 text-sm last:border-0">
                <span className="mr-2 font-mono text-xs text-ink-muted tabular-nums">
                  <time dateTime={event.at}>{timeOf(event.at)}</time>
                </span>
                <span className="font-bold text-neon-cyan">{name}: </span>
                {event.explanation}
                {isPrivate(event) ? (
                  <span className="ml-2 border border-neon-magenta/60 px-1 font-mono text-xs text-neon-magenta uppercase">
                    private
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        </SheetSection>
      </div>
    </section>
  );
}
