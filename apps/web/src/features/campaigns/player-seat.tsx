import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Section } from '../../components/ui/section.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { campaignCreationPath, characterPlayPath } from '../../lib/paths.ts';
import { useAttachCharacter, useDetachCharacter } from './api/campaigns.ts';
import { campaignErrorMessage } from './error-message.ts';
import { methodNames } from './method-names.ts';

/** One of the player's own saved characters, as the route hands them in. */
export interface OwnCharacter {
  id: string;
  name: string;
  characterType: string;
  /** The campaign it plays in, if any. */
  campaignId: string | null;
}

interface PlayerSeatProps {
  campaign: CampaignDetail;
  ownCharacters: readonly OwnCharacter[] | undefined;
  onChanged?: () => unknown;
}

/**
 * The player's seat: bring one of their saved characters (those the table's methods allow and that play
 * nowhere else), build a new one for this campaign, or take theirs back.
 */
export function PlayerSeat({ campaign, ownCharacters, onChanged }: PlayerSeatProps) {
  const selectId = useId();
  const attach = useAttachCharacter(campaign.id, onChanged);
  const detach = useDetachCharacter(campaign.id, onChanged);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const mine = campaign.party.find((member) => member.isViewer)?.character ?? null;
  const eligible = (ownCharacters ?? []).filter(
    (c) => c.campaignId === null && campaign.allowedMethods.includes(c.characterType as never),
  );
  const selected = eligible.some((c) => c.id === chosen) ? chosen : (eligible[0]?.id ?? '');
  const fail = (error: Error) => setProblem(campaignErrorMessage(error));

  function bring() {
    if (!selected) return;
    setProblem(null);
    attach.mutate(selected, { onSuccess: () => toast({ title: CAMPAIGN_MESSAGES.attached }), onError: fail });
  }
  function takeBack() {
    setProblem(null);
    detach.mutate(undefined, {
      onSuccess: () => toast({ title: CAMPAIGN_MESSAGES.detached }),
      onError: fail,
    });
  }

  return (
    <Section
      id="seat"
      title="Your Character"
      description={`This table takes ${methodNames(campaign.allowedMethods)} characters${
        campaign.acceptsHouseRules ? ', house rules welcome' : ', no house rules'
      }. One character each.`}
    >
      {mine ? (
        <div className="flex flex-wrap items-center gap-3">
          <p>
            You play <strong>{`${mine.name_first} ${mine.name_last}`}</strong> here.
          </p>
          {mine.status === 'active' ? (
            <Button asChild>
              <Link to={characterPlayPath(mine.id)}>Play</Link>
            </Button>
          ) : null}
          <Button variant="outline" onClick={takeBack} busy={detach.isPending}>
            Take back
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          {eligible.length > 0 ? (
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid min-w-0 flex-1 basis-56 gap-2">
                <Label htmlFor={selectId}>Saved character</Label>
                <select
                  id={selectId}
                  value={selected}
                  onChange={(e) => setChosen(e.target.value)}
                  className="h-11 w-full min-w-0 border border-line bg-void/80 px-3 font-mono text-ink"
                >
                  {eligible.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
              <Button onClick={bring} busy={attach.isPending}>
                Bring to the table
              </Button>
            </div>
          ) : (
            <p className="text-ink-muted">
              {ownCharacters === undefined
                ? 'Loading your characters...'
                : 'None of your saved characters fits this table (or each plays in another campaign).'}
            </p>
          )}
          <div>
            <Button asChild variant="secondary">
              <Link
                to={campaignCreationPath(campaign.id)}
                aria-label="Build a new character for this campaign"
              >
                Build a new character
              </Link>
            </Button>
          </div>
        </div>
      )}
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
    </Section>
  );
}
