import { useParams } from 'react-router';
import { CharacterSheet } from '../features/characters/sheet/character-sheet.tsx';

export default function CharacterSheetRoute() {
  const { id = '' } = useParams();
  return <CharacterSheet id={id} />;
}
