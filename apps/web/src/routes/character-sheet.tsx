import { useParams } from 'react-router';
import { CareerPanel } from '../features/career/career-panel.tsx';
import { CharacterSheet } from '../features/characters/sheet/character-sheet.tsx';
import { PlayFirstScreen } from '../features/play/play-first-screen.tsx';
import { useMediaQuery } from '../lib/use-media-query.ts';

/** Tailwind's `sm` breakpoint: below it, a phone. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/**
 * The sheet of /character/{id}. On a phone its first screen is the play view's vital block (an active
 * character its viewer may play), the full sheet under it (decision 052); wider, the sheet alone, with
 * Play in its bar. The career sits under the sheet's header (decision 063).
 */
export default function CharacterSheetRoute() {
  const { id = '' } = useParams();
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <CharacterSheet
      id={id}
      lead={(sheet) => (phone && sheet.character.status === 'active' ? <PlayFirstScreen id={id} /> : null)}
      career={(sheet) => <CareerPanel characterId={id} active={sheet.character.status === 'active'} />}
    />
  );
}
