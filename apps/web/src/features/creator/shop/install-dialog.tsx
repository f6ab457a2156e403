import type { CyberwareItem } from '@edgeforge/rules/catalog/catalog';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { humanityLossRange } from '@edgeforge/rules/cyberware/humanity';
import { withRolledLoss } from '@edgeforge/rules/cyberware/install';
import { cyberwareTree } from '@edgeforge/rules/cyberware/layout';
import type { Rng } from '@edgeforge/rules/dice';
import { candidatePieces, installPieces, planInstall, type ShopContext } from '@edgeforge/rules/shop/basket';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { HumanityLossField, type LossMode } from './humanity-loss-field.tsx';
import { HumanityWarning, humanityWarnings } from './humanity-warning.tsx';
import { InstallPreview, placementLabel } from './install-preview.tsx';
import { humanityLossText, placeText } from './item-facts.ts';
import { useHumanityRoll } from './use-humanity-roll.ts';
import { NO_STATS_MESSAGE, type ShopActions, type ShopState } from './use-shop.ts';

interface InstallDialogProps {
  /** The piece to install; the dialog is open while it is set. */
  readonly item: CyberwareItem | null;
  readonly state: ShopState;
  readonly onInstall: ShopActions['install'];
  readonly onClose: () => void;
  readonly rng: Rng;
  /** After creation: installs the placement on the server, answering the losses it rolled or the refusal. */
  readonly onServerInstall?: ServerInstall | undefined;
}

/** A saved character's install: the server rolls every loss (decision 064). */
export type ServerInstall = (
  item: CyberwareItem,
  placement: readonly (string | null)[],
) => Promise<{ rolled: readonly number[] } | { refused: readonly string[] }>;

/**
 * Buying a piece of cyberware is installing it: the player picks where it goes (each foundation of its
 * kind with room, both eyes or legs for a paired option), takes the fixed Humanity Loss or rolls it, and
 * sees current and maximum Humanity, the slots and the money change before confirming. An install that
 * breaks a rule (Humanity to 0, a full foundation, the money) is refused with the rule's message.
 */
export function InstallDialog({ item, state, onInstall, onClose, rng, onServerInstall }: InstallDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="wide">
        {item ? (
          <>
            <DialogHeader>
              <DialogTitle>Install {item.name}</DialogTitle>
              <DialogDescription>{item.description}</DialogDescription>
            </DialogHeader>
            <p className="font-mono text-sm text-ink-muted">
              {formatEb(item.price)}
              {item.paired ? ` each, ${formatEb(item.price * 2)} the pair` : ''} · {humanityLossText(item)} ·{' '}
              {placeText(item)}
            </p>
            {state.context ? (
              <InstallForm
                key={item.id}
                item={item}
                state={state}
                context={state.context}
                onInstall={onInstall}
                onClose={onClose}
                rng={rng}
                onServerInstall={onServerInstall}
              />
            ) : (
              <p role="alert" className="text-danger">
                {NO_STATS_MESSAGE}
              </p>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The Humanity warnings of an install: with the fixed loss or the dice rolled what it will do, while a
 * roll is still to come the worst the dice allow (`after` then holds the fixed loss).
 */
function installWarnings(
  state: ShopState,
  after: ShopState['basket'],
  item: CyberwareItem,
  awaitingRoll: boolean,
): string[] {
  const before = state.humanityOf(state.basket);
  const next = state.humanityOf(after);
  if (!awaitingRoll || item.hl === null) return humanityWarnings(before, next, false);
  const added = after.cyberware.length - state.basket.cyberware.length;
  const worstExtra = added * (humanityLossRange(item.hl).max - item.hlFixed);
  const worst = next.current - worstExtra;
  return humanityWarnings(before, { ...next, current: worst, emp: Math.floor(worst / 10) }, true);
}

interface InstallFormProps extends Omit<InstallDialogProps, 'item'> {
  readonly item: CyberwareItem;
  readonly context: ShopContext;
}

function InstallForm({ item, state, context, onInstall, onClose, rng, onServerInstall }: InstallFormProps) {
  const { basket } = state;
  const plan = planInstall(basket.cyberware, item.id, context);
  const copies = item.paired ? 2 : 1;
  const [choice, setChoice] = useState(0);
  const [mode, setMode] = useState<LossMode>('fixed');
  const [refused, setRefused] = useState<readonly string[]>([]);
  const [serverRolled, setServerRolled] = useState<readonly number[] | null>(null);
  const [sending, setSending] = useState(false);
  const humanityRoll = useHumanityRoll(item.hl, copies, rng);
  const tree = cyberwareTree(basket.cyberware);
  const placement = plan.placements[choice] ?? null;
  const rolls = mode === 'roll' ? humanityRoll.rolls : null;
  const pieces = placement
    ? candidatePieces(basket.cyberware, item.id, placement).map((piece, index) => {
        const roll = rolls?.[index];
        return roll ? withRolledLoss(piece, roll) : piece;
      })
    : [];
  const after = installPieces(basket, pieces);
  const awaitingRoll = !state.afterCreation && mode === 'roll' && item.hl !== null && !humanityRoll.rolls;
  const broken = placement && !awaitingRoll && !serverRolled ? state.judge(basket, after) : [];
  const problems = [...new Set([...plan.reasons, ...broken, ...refused])];
  const warnings = placement && !serverRolled ? installWarnings(state, after, item, awaitingRoll) : [];
  const blocked = !placement || awaitingRoll || problems.length > 0 || sending;

  const confirmOnServer = async (send: ServerInstall, where: readonly (string | null)[]) => {
    setSending(true);
    const answer = await send(item, where);
    setSending(false);
    if ('refused' in answer) setRefused(answer.refused);
    else setServerRolled(answer.rolled);
  };

  if (serverRolled) return <InstalledAfterCreation item={item} rolled={serverRolled} onClose={onClose} />;

  const confirm = () => {
    if (blocked) return;
    if (onServerInstall) {
      void confirmOnServer(onServerInstall, placement);
      return;
    }
    const refusal = onInstall(pieces);
    if (refusal.length > 0) {
      setRefused(refusal);
      return;
    }
    toast({ title: 'Installed', description: `${item.name}: ${placementLabel(tree, item, placement)}.` });
    onClose();
  };

  return (
    <>
      {plan.placements.length > 1 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-mono text-sm uppercase tracking-wider text-neon-cyan">Where</legend>
          {plan.placements.map((option, index) => (
            <label
              key={option.join('+')}
              className="flex min-h-11 cursor-pointer items-center gap-3 border border-line bg-void/60 px-3 py-2 has-checked:border-neon-magenta"
            >
              <input
                type="radio"
                name="placement"
                className="size-4 accent-neon-magenta"
                checked={choice === index}
                onChange={() => setChoice(index)}
              />
              <span>{placementLabel(tree, item, option)}</span>
            </label>
          ))}
        </fieldset>
      ) : placement ? (
        <p>
          <span className="font-mono text-sm uppercase tracking-wider text-neon-cyan">Where: </span>
          {placementLabel(tree, item, placement)}
        </p>
      ) : null}
      {state.afterCreation ? (
        <p className="text-sm">{`Humanity Loss: ${item.hl ?? 'none'}${copies > 1 ? ' for each' : ''}, rolled when it is installed. The preview counts the fixed ${item.hlFixed}.`}</p>
      ) : (
        <HumanityLossField
          item={item}
          copies={copies}
          mode={mode}
          onMode={setMode}
          tumbling={humanityRoll.tumbling}
          rolls={humanityRoll.rolls}
          onRoll={humanityRoll.roll}
        />
      )}
      {placement ? (
        <InstallPreview
          state={state}
          after={after}
          item={item}
          placement={placement}
          awaitingRoll={awaitingRoll}
        />
      ) : null}
      <HumanityWarning warnings={warnings} />
      {problems.length > 0 ? (
        <div role="alert" className="grid gap-1 border border-danger bg-danger-deep/60 p-3 text-[#ffc2cd]">
          <p className="font-semibold">This install is refused:</p>
          <ul className="list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button aria-disabled={blocked || undefined} onClick={confirm}>
          {awaitingRoll ? 'Roll first' : `Install for ${formatEb(item.price * copies)}`}
        </Button>
      </DialogFooter>
    </>
  );
}

/** After a saved character's install: the Humanity Loss the server rolled for each piece. */
function InstalledAfterCreation(props: {
  item: CyberwareItem;
  rolled: readonly number[];
  onClose: () => void;
}) {
  const total = props.rolled.reduce((sum, loss) => sum + loss, 0);
  const each = props.rolled.length > 1 ? ` (${props.rolled.join(' + ')})` : '';
  return (
    <>
      <p role="status" className="border border-neon-cyan p-3 font-mono">
        {`${props.item.name} installed. Humanity Loss rolled: ${total}${each}.`}
      </p>
      <DialogFooter>
        <Button onClick={props.onClose}>Done</Button>
      </DialogFooter>
    </>
  );
}
