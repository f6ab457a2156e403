import type { ImgHTMLAttributes } from 'react';
import { ART_FORMATS, ART_KINDS, type ArtKind, artPng, artSrcSet } from '../lib/art.ts';

type ArtPictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'sizes'
> & {
  /** The art's path under /art without its extension: 'hero', 'roles/solo', 'fashion/punkDIY-male'. */
  name: string;
  kind: ArtKind;
  alt: string;
  /** How wide the picture is drawn, so the browser picks the smallest file that is sharp enough. */
  sizes: string;
};

/** The `<source>` of each modern format for a picture of our art. */
export function ArtSources({ name, kind, sizes }: { name: string; kind: ArtKind; sizes: string }) {
  return ART_FORMATS.map((format) => (
    <source key={format} type={`image/${format}`} srcSet={artSrcSet(name, kind, format)} sizes={sizes} />
  ));
}

/**
 * One picture of our art (decision 026): AVIF, else WebP, at the width the layout needs, else the PNG.
 * The `<picture>` takes no box of its own (`display: contents`), so the `<img>` sits in the layout as
 * before. Its width and height attributes give the browser the aspect ratio before the file arrives.
 */
export function ArtPicture({ name, kind, alt, sizes, decoding = 'async', ...img }: ArtPictureProps) {
  const { width, height } = ART_KINDS[kind];
  return (
    <picture className="contents">
      <ArtSources name={name} kind={kind} sizes={sizes} />
      <img {...img} src={artPng(name)} alt={alt} width={width} height={height} decoding={decoding} />
    </picture>
  );
}
