import type { Npc, NpcBuildInput } from '@edgeforge/contracts/gm';
import { effectiveBody } from '@edgeforge/rules/cyberware/body';
import { checkNpc, type NpcBuild, npcHp } from '@edgeforge/rules/gm/npc';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useUpdateNpc } from './api/npcs.ts';
import { campaignErrorMessage } from './error-message.ts';
import { NpcArmorFields, NpcCyberwareFields, NpcWeaponsFields } from './npc-edit-gear.tsx';
import { NpcSkillsFields, NpcStatsFields } from './npc-edit-stats.tsx';

/** HP by the character formula, shown with the numbers it took (BODY counting its cyberware). */
function HpLine({ build }: { build: NpcBuildInput }) {
  const body = effectiveBody(build.attributes.BODY, build.cyberware);
  const hp = npcHp(build as NpcBuild);
  return (
    <p className="font-mono text-sm">
      HP {hp} = 10 + 5 × ⌈(BODY {body} + WILL {build.attributes.WILL}) / 2⌉ · Seriously Wounded &lt;
      {Math.ceil(hp / 2)}
    </p>
  );
}

/** What the rules find in the build as it stands, or a line saying they find nothing. */
function Findings({ build }: { build: NpcBuildInput }) {
  const findings = checkNpc(build as NpcBuild, { budgets: false });
  if (findings.length === 0) {
    return <p className="font-mono text-sm text-neon-green">The rules find nothing wrong.</p>;
  }
  return (
    <ul aria-label="The rules' findings" className="grid gap-1 font-mono text-sm text-neon-yellow">
      {findings.map((finding) => (
        <li key={`${finding.code}-${finding.path}-${finding.message}`}>{finding.message}</li>
      ))}
    </ul>
  );
}

/** The server's refusal in words, with the rules' findings when it refused on the rules. */
function refusalText(error: Error): string {
  if (error instanceof ApiError && error.findings.length > 0) {
    return `Refused: ${error.findings.map((finding) => finding.message).join(' ')}`;
  }
  return campaignErrorMessage(error);
}

/** The edit form's body: the name and every part of the build, kept while the dialog is open. */
function NpcEditForm({ campaignId, npc, onDone }: { campaignId: string; npc: Npc; onDone: () => void }) {
  const [name, setName] = useState(npc.name);
  const [build, setBuild] = useState<NpcBuildInput>(npc.build);
  const update = useUpdateNpc(campaignId);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate({ npcId: npc.id, body: { name, build } }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={`Edit ${npc.name}`}>
      <Field label="Name">
        {(id) => <Input id={id} value={name} onChange={(event) => setName(event.target.value)} required />}
      </Field>
      <NpcStatsFields build={build} onChange={setBuild} />
      <HpLine build={build} />
      <NpcSkillsFields build={build} onChange={setBuild} />
      <NpcArmorFields build={build} onChange={setBuild} />
      <NpcWeaponsFields build={build} onChange={setBuild} />
      <NpcCyberwareFields build={build} onChange={setBuild} />
      <section aria-label="Rules check" className="grid gap-1">
        <Findings build={build} />
      </section>
      {update.error ? <FormMessage tone="error">{refusalText(update.error)}</FormMessage> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={update.isPending}>
          Save NPC
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The GM's edit of one NPC, in a dialog opened from its card. */
export function NpcEditDialog({
  campaignId,
  npc,
  open,
  onOpenChange,
}: {
  campaignId: string;
  npc: Npc;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="wide">
        <DialogHeader>
          <DialogTitle>Edit {npc.name}</DialogTitle>
          <DialogDescription>
            Set its numbers by hand: the rules check the ranges, the catalogue and the chrome.
          </DialogDescription>
        </DialogHeader>
        {open ? <NpcEditForm campaignId={campaignId} npc={npc} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
