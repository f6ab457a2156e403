import { type ImgHTMLAttributes, useState } from 'react';

/** The image every failed or missing portrait falls back to (spec section 8). */
export const PLACEHOLDER_IMAGE = '/art/placeholder.png';

type PortraitImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | null;
  alt: string;
};

/** A portrait that falls back to the placeholder and logs a warning when it cannot load. */
export function PortraitImage({ src, alt, ...rest }: PortraitImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown === PLACEHOLDER_IMAGE) return;
        console.warn(`Portrait failed to load, showing the placeholder instead: ${shown}`);
        setFailedSrc(shown);
      }}
    />
  );
}
