import { CRITICAL_INJURIES } from '@edgeforge/rules/play/data/critical-injuries';
import type { PlayState } from '@edgeforge/rules/play/state';
import { useState } from 'react';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { TreatDialog } from './care-dialogs.tsx';
import { OutcomeLine, PlayButton } from './play-parts.tsx';
import type { PlayRunner } from './use-play-runner.ts';

/** The critical injuries the character has, each with its effect and, for who may, a way to treat it. */
export function InjuriesPanel({ state, runner }: { state: PlayState; runner: PlayRunner }) {
  const [treating, setTreating] = useState<string | null>(null);
  const injuries = Object.entries(state.injuries);
  const shown = treating ? state.injuries[treating] : undefined;
  return (
    <SheetSection title="Critical injuries">
      {injuries.length === 0 ? <p className="text-sm text-ink-muted">None.</p> : null}
      <ul className="grid gap-2">
        {injuries.map(([injuryId, injury]) => {
          const row = CRITICAL_INJURIES[injury.key];
          return (
            <li
              key={injuryId}
              className="flex items-start gap-2 border border-danger/60 bg-danger-deep/30 p-2"
            >
              <div className="flex-1">
                <p className="font-semibold">
                  {row.name}{' '}
                  <span className="text-sm font-normal text-ink-muted capitalize">({row.location})</span>
                  {injury.quickFixed ? (
                    <span className="ml-2 text-sm text-neon-green">quick-fixed</span>
                  ) : null}
                </p>
                <p className="text-sm">{row.effect}</p>
                {row.deathSave ? (
                  <p className="text-sm text-ink-muted">Death Save penalty +1 while it lasts.</p>
                ) : null}
              </div>
              {runner.rights.may('treatInjury') ? (
                <PlayButton
                  variant="outline"
                  aria-label={`Treat ${row.name}`}
                  onClick={() => setTreating(injuryId)}
                >
                  Treat
                </PlayButton>
              ) : null}
            </li>
          );
        })}
      </ul>
      <OutcomeLine area="injuries" runner={runner} />
      {treating && shown ? (
        <TreatDialog
          key={treating}
          injuryId={treating}
          injury={shown}
          open
          onOpenChange={(open) => (open ? undefined : setTreating(null))}
          onSend={(command) => {
            setTreating(null);
            runner.run('injuries', command);
          }}
        />
      ) : null}
    </SheetSection>
  );
}
