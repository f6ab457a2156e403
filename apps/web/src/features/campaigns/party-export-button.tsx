import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { downloadPartyFoundry } from './api/campaigns.ts';

/**
 * "Export the party to Foundry" (decision 052): every character attached to the campaign as a Foundry
 * VTT actor file, in one zip, for its GM. Says on the page why it did not come.
 */
export function PartyExportButton({ campaignId }: { campaignId: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await downloadPartyFoundry(campaignId);
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? `The party did not come: ${error.message}`
          : 'The party did not come. Try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="outline"
        size="sm"
        busy={busy}
        aria-describedby="party-export-help party-export-failure"
        onClick={() => void download()}
      >
        <Download aria-hidden="true" />
        Export the party to Foundry
      </Button>
      <p id="party-export-help" className="text-sm text-ink-muted">
        A zip of one Foundry VTT actor file per character: import each with Import Data on a Character actor.
      </p>
      <p id="party-export-failure" role="alert" className="text-sm text-[#ffd3da]">
        {failure}
      </p>
    </div>
  );
}
