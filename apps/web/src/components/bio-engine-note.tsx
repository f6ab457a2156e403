import { bioWrittenBy } from '@edgeforge/contracts/bio-engine';

/**
 * Says which engine wrote a biography, in plain words ("Written by <model>", "Written offline"), on the
 * summary and the sheet (decision 050); nothing when it was not recorded.
 */
export function BioEngineNote({ engine }: { readonly engine: string | null | undefined }) {
  const line = bioWrittenBy(engine);
  if (!line) return null;
  return (
    <p data-testid="bio-engine" className="font-mono text-xs text-ink-muted">
      {line}
    </p>
  );
}
