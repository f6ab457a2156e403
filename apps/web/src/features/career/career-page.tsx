import '../../styles/print-page.css';
import './career-print.css';
import type { CareerEntryView, CareerResponse } from '@edgeforge/contracts/career';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { PageShell } from '../../components/ui/page.tsx';
import { Select } from '../../components/ui/select.tsx';
import { characterPath, PATHS } from '../../lib/paths.ts';
import { careerQueryOptions } from './api/career.ts';
import { CareerBalances } from './career-balances.tsx';
import { formatEntry, groupLabel, groupOf, TIMELINE_GROUPS, type TimelineGroup } from './labels.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who made an entry, as the timeline says it. */
function byWhom(entry: CareerEntryView): string | null {
  if (entry.selfAwarded) return 'self-awarded';
  if (entry.actor.role === 'gm') return 'by the GM';
  if (entry.actor.role === 'owner') return 'by the player';
  return null;
}

/** One entry of the timeline: when, what kind, what happened and what it moved. */
function TimelineEntry({ entry }: { entry: CareerEntryView }) {
  const who = byWhom(entry);
  return (
    <li className="grid gap-1 border-l-2 border-neon-cyan/50 py-1 pl-3 break-inside-avoid print:border-neutral-400">
      <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted print:text-neutral-600">
        <time dateTime={entry.at}>{when(entry.at)}</time>
        <span className="font-semibold uppercase tracking-wider text-neon-magenta print:text-black">
          {groupLabel(groupOf(entry.kind))}
        </span>
        {who ? <span>{who}</span> : null}
      </p>
      <p>{entry.explanation}</p>
      {entry.entries.length > 0 ? (
        <p className="flex flex-wrap gap-x-3 font-mono text-sm">
          {entry.entries.map((line, index) => (
            // An event's entries are a fixed list: their order is their identity.
            <span
              key={index}
              className={
                line.amount < 0 ? 'text-danger print:text-black' : 'text-neon-green print:text-black'
              }
            >
              {formatEntry(line.ledger, line.amount)}
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The career page of /character/{id}/career (decision 063): the balances and the character's history
 * as one timeline, newest first, from the events the server keeps (creation, game sessions, awards,
 * spends, purchases and installs, Humanity, living and rent); filtered by kind, printable.
 */
export function CareerPage({ id }: { id: string }) {
  const query = useQuery(careerQueryOptions(id));
  if (query.isPending) {
    return (
      <PageShell title="Career" busy>
        <p role="status" className="text-center text-ink-muted">
          Loading the career...
        </p>
      </PageShell>
    );
  }
  if (query.isError) {
    return (
      <PageShell title="Career">
        <div className="flex flex-col items-center gap-4">
          <p role="alert">This career could not be found.</p>
          <Button asChild variant="outline">
            <Link to={PATHS.characters}>Back to Characters</Link>
          </Button>
        </div>
      </PageShell>
    );
  }
  return <CareerHistory data={query.data} />;
}

function CareerHistory({ data }: { data: CareerResponse }) {
  const { career, timeline } = data;
  const [shown, setShown] = useState<TimelineGroup | 'all'>('all');
  const present = new Set(timeline.map((entry) => groupOf(entry.kind)));
  const groups = TIMELINE_GROUPS.filter((group) => present.has(group.id));
  const entries = shown === 'all' ? timeline : timeline.filter((entry) => groupOf(entry.kind) === shown);
  return (
    <PageShell
      title={`Career of ${career.name}`}
      width="lg"
      className="career-page print:max-w-none print:p-0"
    >
      <div className="grid gap-4 print:text-black">
        <nav aria-label="Career actions" className="flex flex-wrap justify-center gap-2 print:hidden">
          <Button asChild variant="outline">
            <Link to={characterPath(career.characterId)}>Back to the sheet</Link>
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </nav>
        <CareerBalances career={career} />
        <div className="max-w-xs print:hidden">
          <Field label="Show">
            {(fieldId) => (
              <Select
                id={fieldId}
                value={shown}
                onChange={(event) => setShown(event.target.value as TimelineGroup | 'all')}
              >
                <option value="all">Everything</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <section aria-labelledby="timeline-title" className="grid gap-2">
          <h2
            id="timeline-title"
            className="font-display text-lg uppercase tracking-wider text-neon-cyan print:text-black"
          >
            History{shown === 'all' ? '' : `: ${groupLabel(shown)}`}
          </h2>
          {entries.length === 0 ? (
            <p className="text-ink-muted">Nothing of this kind yet.</p>
          ) : (
            <ol aria-label="Career timeline" className="grid gap-2">
              {entries.map((entry) => (
                <TimelineEntry key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
        </section>
      </div>
    </PageShell>
  );
}
