import { useParams } from 'react-router';
import { PlayView } from '../features/play/play-view.tsx';

export default function CharacterPlayRoute() {
  const { id = '' } = useParams();
  return <PlayView id={id} />;
}
