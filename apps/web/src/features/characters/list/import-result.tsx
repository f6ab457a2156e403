import type { ImportCharacterResponse } from '@edgeforge/contracts/api';
import { Button } from '../../../components/ui/button.tsx';
import { characterName } from '../bio.ts';

/**
 * What an import made (decision 051): where the character came from, the findings it came in with
 * under house rules, and, one line each, everything of the file that has no place here.
 */
export function ImportResult({
  result,
  onDismiss,
}: {
  result: ImportCharacterResponse;
  onDismiss: () => void;
}) {
  const { character, notMapped } = result;
  const stats = character.character_stats;
  const findings = stats.house_rules?.enabled ? (stats.deviations ?? []) : [];
  const source = character.imported_from?.source;
  return (
    <section
      aria-label="Import result"
      className="flex flex-col gap-2 border border-neon-cyan/60 p-3 text-sm"
    >
      <p>
        {characterName(character)} is on your list{source ? `, imported from ${source}` : ''}.
      </p>
      {findings.length > 0 && (
        <>
          <p>It breaks the rules here, so it came in under house rules:</p>
          <ul className="list-disc pl-5">
            {findings.map((finding) => (
              <li key={`${finding.path}:${finding.message}`}>{finding.message}</li>
            ))}
          </ul>
        </>
      )}
      {notMapped.length > 0 && (
        <>
          <h3 className="font-display uppercase tracking-wider text-neon-yellow">Not brought over</h3>
          <ul aria-label="Not brought over" className="list-disc pl-5">
            {notMapped.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <Button variant="outline" className="self-start" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}
