import { useParams } from 'react-router';
import { SharedSheet } from '../features/characters/shared/shared-sheet.tsx';

export default function SharedSheetRoute() {
  const { token = '' } = useParams();
  return <SharedSheet token={token} />;
}
