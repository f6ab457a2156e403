import { useParams } from 'react-router';
import { SavedShopLoader } from '../features/characters/shop/saved-shop-loader.tsx';
import { TherapyPanel } from '../features/characters/shop/therapy-panel.tsx';
import { SavedShopScreen } from '../features/creator/shop/saved-shop.tsx';

/** /character/{id}/shop: the wizard's shop over a saved character, with therapy beside the chrome. */
export default function CharacterShopRoute() {
  const { id = '' } = useParams();
  return (
    <SavedShopLoader
      id={id}
      screen={(shop, send) => (
        <SavedShopScreen shop={shop} send={send} aside={<TherapyPanel shop={shop} />} />
      )}
    />
  );
}
