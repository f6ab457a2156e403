import { type ImgHTMLAttributes, useState } from 'react';
import { ART_KINDS } from '../lib/art.ts';
import { ArtSources } from './art-picture.tsx';

/** The image every failed or missing portrait falls back to (docs/rules/product.md#saving). */
export const PLACEHOLDER_IMAGE = '/art/placeholder.png';

type PortraitImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'sizes'> & {
  src: string | null;
  alt: string;
  /** How wide the placeholder is drawn, to pick its smallest sharp copy (decision 026). */
  sizes?: string;
};

/** A portrait that falls back to the placeholder and logs a warning when it cannot load. */
export function PortraitImage({ src, alt, sizes = '320px', ...rest }: PortraitImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  const isPlaceholder = shown === PLACEHOLDER_IMAGE;
  // The placeholder is our own art: AVIF or WebP at the drawn size, its PNG only as the fallback, and
  // its size known up front. A portrait (generated or a player's upload) keeps its own size.
  return (
    <picture className="contents">
      {isPlaceholder ? <ArtSources name="placeholder" kind="placeholder" sizes={sizes} /> : null}
      <img
        {...(isPlaceholder
          ? { width: ART_KINDS.placeholder.width, height: ART_KINDS.placeholder.height }
          : {})}
        {...rest}
        src={shown}
        alt={alt}
        onError={() => {
          if (isPlaceholder) return;
          console.warn(`Portrait failed to load, showing the placeholder instead: ${shown}`);
          setFailedSrc(shown);
        }}
      />
    </picture>
  );
}
