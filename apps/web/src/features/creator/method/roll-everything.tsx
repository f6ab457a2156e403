import { MESSAGES, METHOD_LABELS } from '@edgeforge/contracts/messages';
import { pickRandom } from '@edgeforge/rules/dice';
import { CHARACTER_TYPES, type CharacterType, ROLE_IDS, ROLE_NAMES, type RoleId } from '@edgeforge/rules/ids';
import { Dices } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { sharedStepPath } from '../../../lib/paths.ts';
import { useRandomName } from '../api/generation.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { loadRolling, toastCodeNotLoaded } from '../later-code.ts';

/** What the summary learns from the way the player came: a rolled character gets its portrait at once. */
export const ROLLED_STATE = { rolled: true } as const;

const RANDOM = 'random';

/**
 * 'Roll everything': a complete, legal character in one step, of the role and method chosen here or
 * rolled (the rules' `rollCharacter`), named for its cultural region by the name generator, and on to the
 * summary, where its biography and portrait are generated. It replaces the draft, so a draft with answers
 * asks first; a character built for a campaign stays so, of one of the `methods` its GM allows.
 */
export function RollEverything({ methods = CHARACTER_TYPES }: { methods?: readonly CharacterType[] }) {
  const draft = useDraft();
  const { update } = useDraftActions();
  const navigate = useNavigate();
  const randomName = useRandomName();
  const id = useId();
  const [role, setRole] = useState<RoleId | typeof RANDOM>(RANDOM);
  const [method, setMethod] = useState<CharacterType | typeof RANDOM>(RANDOM);
  const [confirming, setConfirming] = useState(false);
  const [rolling, setRolling] = useState(false);
  const hasAnswers = Boolean(draft.selectedRole || draft.firstName.trim() || draft.lastName.trim());

  const roll = async () => {
    setRolling(true);
    try {
      // The rolling code (every roll table, the role packages, the catalogue) loads with the first roll.
      const loaded = await loadRolling().catch(() => null);
      if (!loaded) {
        toastCodeNotLoaded();
        return;
      }
      const [{ rollCharacter }, { rolledDraft }] = loaded;
      const rolled = rollCharacter(Math.random, {
        ...(role === RANDOM ? {} : { role }),
        method: method !== RANDOM && methods.includes(method) ? method : pickRandom(Math.random, methods),
        campaignStatPoints: draft.campaignStatPoints,
      });
      try {
        const { firstName, lastName } = await randomName.mutateAsync({
          gender: rolled.gender,
          culturalRegion: rolled.culturalRegion,
        });
        update({
          ...rolledDraft(rolled, { firstName, lastName }),
          campaignId: draft.campaignId,
          campaignStatPoints: draft.campaignStatPoints,
        });
        setConfirming(false);
        navigate(sharedStepPath('summary'), { state: ROLLED_STATE });
      } catch (error) {
        console.error('Random name failed', error);
        setConfirming(false);
        toast({ title: MESSAGES.nameFailed, variant: 'destructive' });
      }
    } finally {
      setRolling(false);
    }
  };

  return (
    <Panel accent="magenta" className="grid grid-cols-1 gap-4">
      <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-magenta">
        Roll everything
      </h2>
      <p className="text-ink-muted">
        A whole character in one roll: every table, a name for the region, STATs, skills and gear by the
        method&apos;s rules. You land on the summary, ready to save or to change step by step.
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid grid-cols-1 gap-1">
          <label htmlFor={`${id}-role`} className="font-mono text-xs uppercase tracking-wider text-neon-cyan">
            Role
          </label>
          <Select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as RoleId)}>
            <option value={RANDOM}>Any role</option>
            {ROLE_IDS.map((roleId) => (
              <option key={roleId} value={roleId}>
                {ROLE_NAMES[roleId]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid grid-cols-1 gap-1">
          <label
            htmlFor={`${id}-method`}
            className="font-mono text-xs uppercase tracking-wider text-neon-cyan"
          >
            Method
          </label>
          <Select
            id={`${id}-method`}
            value={method}
            onChange={(event) => setMethod(event.target.value as CharacterType)}
          >
            <option value={RANDOM}>Any method</option>
            {methods.map((type) => (
              <option key={type} value={type}>
                {METHOD_LABELS[type]}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="secondary"
          busy={rolling}
          onClick={() => (hasAnswers ? setConfirming(true) : void roll())}
        >
          <Dices aria-hidden="true" />
          Roll everything
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace your draft?"
        description="Rolling everything replaces the character you are building with a new one."
        confirmLabel="Roll everything"
        cancelLabel="Keep my draft"
        busy={rolling}
        onConfirm={() => void roll()}
      />
    </Panel>
  );
}
