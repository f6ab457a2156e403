import type { FullCharacter, PdfPaper } from '@edgeforge/contracts/api';
import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { downloadCharacterPdf, exportUrls } from '../api/character-actions.ts';

const PAPERS: readonly (readonly [PdfPaper, string])[] = [
  ['a4', 'PDF (A4)'],
  ['letter', 'PDF (US Letter)'],
];

/** Why a PDF did not come, as the page says it: the busy printer with the wait it asked for, or the refusal. */
export function pdfFailureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') {
    const wait = error.retryAfterSeconds;
    if (wait === null) return 'The PDF printer is busy: try again in a moment.';
    return `The PDF printer is busy: try again in ${wait} ${wait === 1 ? 'second' : 'seconds'}.`;
  }
  if (error instanceof ApiError) return `The PDF did not come: ${error.message}`;
  return 'The PDF did not come. Try again.';
}

/** The PDF buttons: each fetches the sheet, saves it under the server's file name, or says why not. */
function PdfButtons({ id }: { id: string }) {
  const [printing, setPrinting] = useState<PdfPaper | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const print = async (paper: PdfPaper) => {
    if (printing) return;
    setPrinting(paper);
    setFailure(null);
    try {
      await downloadCharacterPdf(id, paper);
    } catch (error) {
      setFailure(pdfFailureText(error));
    } finally {
      setPrinting(null);
    }
  };
  return (
    <>
      {PAPERS.map(([paper, label]) => (
        <Button
          key={paper}
          variant="outline"
          size="sm"
          busy={printing === paper}
          aria-describedby="pdf-failure"
          onClick={() => void print(paper)}
        >
          <FileText aria-hidden="true" />
          {label}
        </Button>
      ))}
      <p id="pdf-failure" role="alert" className="basis-full text-sm text-[#ffd3da]">
        {failure}
      </p>
    </>
  );
}

/**
 * The downloads of a character: our own JSON file (it imports back, portrait included), the Foundry VTT
 * actor with how to bring it in, and the PDF sheet on A4 or US Letter. The JSON and Foundry files are
 * plain links (the server answers each as a file); the PDF is fetched, since its printer may be busy.
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
        <PdfButtons id={id} />
      </div>
      <p id="foundry-help" className="text-sm text-ink-muted">
        Foundry VTT (system Cyberpunk RED - Core): in the Actors tab create a Character actor, right-click it,
        choose Import Data and pick the downloaded file.
      </p>
    </div>
  );
}
