import { PlayPanels, playTitle, usePlayRead } from './play-view.tsx';

/**
 * The play view's vital block, as the first screen of a phone's sheet (decision 052): the same panels
 * and runner as /character/{id}/play (`PlayPanels`), HP, wounds, Luck, the roll buttons and the
 * ammunition, so a tap here is the same command as a tap there. Shows nothing when the viewer may not
 * play the character (the play read refuses); the full sheet follows it either way.
 */
export function PlayFirstScreen({ id }: { id: string }) {
  const query = usePlayRead(id);
  if (query.isPending) {
    return (
      <p role="status" className="text-center text-sm text-ink-muted print:hidden">
        Loading the table...
      </p>
    );
  }
  if (!query.data) return null;
  return (
    <section aria-label={playTitle(query.data.play.name)} className="print:hidden">
      <PlayPanels id={id} data={query.data} vital />
    </section>
  );
}
