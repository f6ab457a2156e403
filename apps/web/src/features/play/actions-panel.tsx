import type { PlayCommand, PlayCommandKind } from '@edgeforge/contracts/play-commands';
import { useState } from 'react';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import type { PlaySend } from './api/play.ts';
import { HealDialog, HumanityDialog, StabilizeDialog } from './care-dialogs.tsx';
import { DamageDialog } from './damage-dialog.tsx';
import { OutcomeLine, PlayButton } from './play-parts.tsx';
import type { PlayRunner } from './use-play-runner.ts';

type Dialog = 'damage' | 'heal' | 'stabilize' | 'humanity';

/** The buttons that open a dialog, in the order shown, with the command each sends. */
const DIALOG_BUTTONS: readonly (readonly [Dialog, string, PlayCommandKind])[] = [
  ['damage', 'Damage', 'takeDamage'],
  ['heal', 'Heal', 'heal'],
  ['stabilize', 'Stabilize', 'stabilize'],
  ['humanity', 'Humanity', 'changeHumanity'],
];

/** The commands sent with one tap: the visible label, the name a screen reader hears, the command. */
const ONE_TAP: readonly (readonly [string, string, PlayCommand])[] = [
  ['Session', 'Start a game session', { kind: 'startGameSession' }],
  ['Undo', 'Undo the last event', { kind: 'undo' }],
];

/**
 * What happens to the character: take damage, heal, stabilize, Humanity, a new game session and undo,
 * those the viewer may do. Each is one tap, or one tap to its dialog and one to send it.
 */
export function ActionsPanel({ runner }: { runner: PlayRunner }) {
  const [opened, setOpened] = useState<Dialog | null>(null);
  const { may } = runner.rights;
  const dialogs = DIALOG_BUTTONS.filter(([, , kind]) => may(kind));
  const oneTap = ONE_TAP.filter(([, , command]) => may(command.kind));
  if (dialogs.length === 0 && oneTap.length === 0) return null;
  const dialog = (name: Dialog) => ({
    open: opened === name,
    onOpenChange: (open: boolean) => setOpened(open ? name : null),
    onSend: (command: PlayCommand) => {
      setOpened(null);
      runner.run('actions', command);
    },
  });
  return (
    <SheetSection title="Actions" className="lg:col-span-2">
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {dialogs.map(([name, label]) => (
          <PlayButton
            key={name}
            variant={name === 'damage' ? 'destructive' : 'outline'}
            onClick={() => setOpened(name)}
          >
            {label}
          </PlayButton>
        ))}
        {oneTap.map(([label, name, command]) => (
          <PlayButton
            key={label}
            variant="outline"
            busy={runner.busy}
            aria-label={name}
            onClick={() => runner.run('actions', command)}
          >
            {label}
          </PlayButton>
        ))}
      </div>
      <OutcomeLine area="actions" runner={runner} />
      <DamageDialog
        {...dialog('damage')}
        entered={runner.entered}
        serverDice={runner.online}
        onSend={(send: PlaySend) => {
          setOpened(null);
          runner.send('actions', send);
        }}
      />
      <HealDialog {...dialog('heal')} />
      <StabilizeDialog {...dialog('stabilize')} />
      <HumanityDialog {...dialog('humanity')} />
    </SheetSection>
  );
}
