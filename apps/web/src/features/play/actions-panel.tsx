import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { useState } from 'react';
import type { PlaySend } from './api/play.ts';
import { HealDialog, HumanityDialog, StabilizeDialog } from './care-dialogs.tsx';
import { DamageDialog } from './damage-dialog.tsx';
import { OutcomeLine, PlayButton, PlaySection } from './play-parts.tsx';
import type { PlayRunner } from './use-play-runner.ts';

type Opened = 'damage' | 'heal' | 'stabilize' | 'humanity' | null;

/**
 * What happens to the character: take damage, heal, stabilize, Humanity, a new game session and undo.
 * Each is one tap, or one tap to its dialog and one to send it.
 */
export function ActionsPanel({ runner, entered }: { runner: PlayRunner; entered: boolean }) {
  const [opened, setOpened] = useState<Opened>(null);
  const busy = runner.busy;
  const dialog = (name: Exclude<Opened, null>) => ({
    open: opened === name,
    onOpenChange: (open: boolean) => setOpened(open ? name : null),
    onSend: (command: PlayCommand) => {
      setOpened(null);
      runner.run('actions', command);
    },
  });
  const open = (name: Exclude<Opened, null>) => () => setOpened(name);
  return (
    <PlaySection title="Actions" className="lg:col-span-2">
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        <PlayButton variant="destructive" onClick={open('damage')}>
          Damage
        </PlayButton>
        <PlayButton variant="outline" onClick={open('heal')}>
          Heal
        </PlayButton>
        <PlayButton variant="outline" onClick={open('stabilize')}>
          Stabilize
        </PlayButton>
        <PlayButton variant="outline" onClick={open('humanity')}>
          Humanity
        </PlayButton>
        <PlayButton
          variant="outline"
          busy={busy}
          aria-label="Start a game session"
          onClick={() => runner.run('actions', { kind: 'startGameSession' })}
        >
          Session
        </PlayButton>
        <PlayButton
          variant="ghost"
          busy={busy}
          aria-label="Undo the last event"
          onClick={() => runner.run('actions', { kind: 'undo' })}
        >
          Undo
        </PlayButton>
      </div>
      <OutcomeLine area="actions" runner={runner} />
      <DamageDialog
        open={opened === 'damage'}
        onOpenChange={(next) => setOpened(next ? 'damage' : null)}
        entered={entered}
        onSend={(send: PlaySend) => {
          setOpened(null);
          runner.send('actions', send);
        }}
      />
      <HealDialog {...dialog('heal')} />
      <StabilizeDialog {...dialog('stabilize')} />
      <HumanityDialog {...dialog('humanity')} />
    </PlaySection>
  );
}
