import { useQuery } from '@tanstack/react-query';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { characterRunQueryOptions, useRunLive } from './api/runs.ts';
import { RunBoard } from './run-board.tsx';

/**
 * The netrunner's run on the play view (decision 058): shown while the GM has them in a run, with only
 * the floors revealed so far, the moves, the Black ICE met with its REZ and their own programs' REZ.
 */
export function RunnerRunPanel({ characterId }: { characterId: string }) {
  const run = useQuery(characterRunQueryOptions(characterId));
  useRunLive(characterId, run.data?.id ?? null);
  if (!run.data) return null;
  return (
    <SheetSection title="NET run">
      <RunBoard run={run.data} />
      <ul aria-label="Your programs" className="mt-3 grid gap-1 text-sm">
        {run.data.programs
          .filter((program) => program.maxRez > 0)
          .map((program) => (
            <li key={program.id}>
              {program.name}: REZ {program.rez}/{program.maxRez}
              {program.derezzed ? ', derezzed' : program.rezzed ? ', rezzed' : ''}
            </li>
          ))}
      </ul>
    </SheetSection>
  );
}
