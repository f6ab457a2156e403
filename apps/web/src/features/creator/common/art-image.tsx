import { type ComponentProps, useState } from 'react';
import { ArtPicture } from '../../../components/art-picture.tsx';
import type { ArtKind } from '../../../lib/art.ts';

const PLACEHOLDER = { name: 'placeholder', kind: 'placeholder' } as const;

/** An image of our art that falls back to the placeholder, with a warning, when it cannot load. */
export function ArtImage({ name, kind, ...rest }: ComponentProps<typeof ArtPicture>) {
  const [failed, setFailed] = useState(false);
  const shown = failed ? PLACEHOLDER : { name, kind };
  return (
    <ArtPicture
      {...rest}
      {...shown}
      onError={() => {
        if (failed) return;
        console.warn(`Image failed to load, showing the placeholder: /art/${name}`);
        setFailed(true);
      }}
    />
  );
}

/** Where a role's art lives: its name under /art and its kind. */
export function roleArt(image: string): { name: string; kind: ArtKind } {
  return image === 'placeholder' ? PLACEHOLDER : { name: `roles/${image}`, kind: 'role' };
}
