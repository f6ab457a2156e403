import { useParams } from 'react-router';
import { CareerPage } from '../features/career/career-page.tsx';

export default function CharacterCareerRoute() {
  const { id = '' } = useParams();
  return <CareerPage id={id} />;
}
