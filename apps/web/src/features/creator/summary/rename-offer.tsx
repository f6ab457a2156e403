import { RefreshCw, Replace } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** What was done to the biography after a rename, for the name it was done for. */
export type BioRename =
  | { readonly name: string; readonly how: 'regenerated' }
  | { readonly name: string; readonly how: 'replaced'; readonly from: string; readonly count: number };

/** The sentence that says what happened to the biography. */
export function renameDoneText(done: BioRename): string {
  if (done.how === 'regenerated') return `The biography was regenerated for ${done.name}.`;
  if (done.count === 0) return `The biography did not name ${done.from}: nothing was replaced.`;
  const places = done.count === 1 ? '1 place' : `${done.count} places`;
  return `${done.from} was replaced with ${done.name} in the biography and the short bio (${places}).`;
}

interface RenameOfferProps {
  /** The saved character's name, which its biography was written for. */
  readonly before: string;
  /** The name the edit gives it. */
  readonly after: string;
  /** What was done for this name, if anything yet. */
  readonly done: BioRename | null;
  readonly isGenerating: boolean;
  readonly onRegenerate: () => void;
  readonly onReplace: () => void;
}

/**
 * On the summary of a renamed character: the biography still tells of the old name, so the player may
 * have it written again or have the old name replaced in it; once done, it says which happened.
 */
export function RenameOffer({
  before,
  after,
  done,
  isGenerating,
  onRegenerate,
  onReplace,
}: RenameOfferProps) {
  return (
    <section
      aria-label="The biography after the rename"
      className="grid grid-cols-1 gap-3 border border-neon-cyan/50 bg-neon-cyan/5 p-4 text-sm clip-corner-sm"
    >
      <p role="status">
        {done ? (
          renameDoneText(done)
        ) : (
          <>
            The name changed from {before} to {after}; the biography still tells of {before}.
          </>
        )}
      </p>
      {done ? null : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onRegenerate} busy={isGenerating}>
            <RefreshCw aria-hidden="true" />
            Regenerate the biography
          </Button>
          <Button variant="outline" size="sm" onClick={onReplace} disabled={isGenerating}>
            <Replace aria-hidden="true" />
            Replace the name in it
          </Button>
        </div>
      )}
    </section>
  );
}
