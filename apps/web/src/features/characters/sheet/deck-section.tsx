import type { FullCharacter } from '@edgeforge/contracts/api';
import { type DeckPiece, deckFindings, loadDecks } from '@edgeforge/rules/check/rules/deck';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';

const slots = (count: number) => `${count} slot${count === 1 ? '' : 's'}`;

/** The pieces by name with how many of each and the slots each takes, in the order loaded. */
function PieceList({ pieces, label }: { pieces: readonly DeckPiece[]; label: string }) {
  const counted = new Map<string, { piece: DeckPiece; count: number }>();
  for (const piece of pieces) {
    const seen = counted.get(piece.item.id);
    counted.set(piece.item.id, { piece, count: (seen?.count ?? 0) + 1 });
  }
  return (
    <ul aria-label={label} className="mt-1 flex flex-col gap-0.5 text-sm">
      {[...counted.values()].map(({ piece, count }) => (
        <li key={piece.item.id}>
          {piece.item.name}
          {count > 1 ? ` x${count}` : ''}
          <span className="text-ink-muted print:text-neutral-600"> · {slots(piece.size * count)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The netrunner's decks with their free slots ("Cyberdeck: 2 of 7 slots free") and the programs and
 * hardware each holds, loaded as the rules check loads them (docs/rules/net.md). What has no room, and
 * the finding that says so, show too: a character saved over its deck before the rule keeps its place
 * until its next save. A character with no deck, program or hardware shows nothing here.
 */
export function DeckSection({ character }: { character: FullCharacter }) {
  const items = character.character_inventory.items;
  if (!items) return null;
  const load = loadDecks(items);
  if (load.decks.length === 0 && load.unplaced.length === 0) return null;
  return (
    <SheetSection title="Cyberdeck">
      <div className="flex flex-col gap-3">
        {load.decks.map((deck, index) => {
          const title = `${deck.item.name}: ${deck.free} of ${deck.item.slots} slots free`;
          return (
            // Two decks of one quality are alike, so the place in the list tells them apart.
            <div key={index}>
              <p className="font-semibold">{title}</p>
              {deck.pieces.length > 0 ? (
                <PieceList pieces={deck.pieces} label={`In ${deck.item.name}`} />
              ) : (
                <p className="text-sm text-ink-muted print:text-neutral-600">Nothing installed.</p>
              )}
            </div>
          );
        })}
        {load.unplaced.length > 0 ? (
          <div>
            <p className="font-semibold">No room in a deck</p>
            <PieceList pieces={load.unplaced} label="No room in a deck" />
          </div>
        ) : null}
        {deckFindings(load).map((finding) => (
          <p
            key={finding.code}
            role="note"
            className="border border-danger bg-danger-deep px-3 py-2 text-sm text-[#ffd3da] print:bg-white print:text-black"
          >
            {finding.message}
          </p>
        ))}
      </div>
    </SheetSection>
  );
}
