import { type ImgHTMLAttributes, useState } from 'react';

const PLACEHOLDER = '/art/placeholder.png';

/** An image of our art that falls back to the placeholder, with a warning, when it cannot load (spec section 8). */
export function ArtImage({
  src,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed ? PLACEHOLDER : src}
      alt={alt}
      onError={() => {
        if (failed) return;
        console.warn(`Image failed to load, showing the placeholder: ${src}`);
        setFailed(true);
      }}
    />
  );
}

/** Where a role's art lives. */
export function roleArt(image: string): string {
  return image === 'placeholder' ? PLACEHOLDER : `/art/roles/${image}.png`;
}
