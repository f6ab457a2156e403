import type { FullCharacter } from '@edgeforge/contracts/api';
import { Download, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { exportUrls } from '../api/character-actions.ts';

/**
 * The downloads of a character: our own JSON file (it imports back, portrait included), the Foundry VTT
 * actor with how to bring it in, and the PDF sheet on A4 or US Letter. Plain links: the server answers
 * each as a file.
 */
export function ExportLinks({ character }: { character: Pick<FullCharacter, 'id'> }) {
  const id = character.id;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={exportUrls.json(id)} download>
            <Download aria-hidden="true" />
            Export JSON
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={exportUrls.foundry(id)} download aria-describedby="foundry-help">
            <Download aria-hidden="true" />
            Export for Foundry VTT
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={exportUrls.pdf(id, 'a4')} download>
            <FileText aria-hidden="true" />
            PDF (A4)
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={exportUrls.pdf(id, 'letter')} download>
            <FileText aria-hidden="true" />
            PDF (US Letter)
          </a>
        </Button>
      </div>
      <p id="foundry-help" className="text-sm text-ink-muted">
        Foundry VTT (system Cyberpunk RED - Core): in the Actors tab create a Character actor, right-click it,
        choose Import Data and pick the downloaded file.
      </p>
    </div>
  );
}
