/**
 * The product's art (apps/web/public/art): each PNG has AVIF and WebP copies at a few widths beside it,
 * written once by scripts/art/optimize-art.ts and committed (decision 026). A picture names its PNG by
 * path without the extension ('roles/solo') and its kind, which fixes its size and its widths.
 */
export const ART_KINDS = {
  hero: { width: 1600, height: 700, widths: [640, 960, 1600] },
  role: { width: 640, height: 800, widths: [320, 640] },
  fashion: { width: 480, height: 600, widths: [240, 480] },
  placeholder: { width: 640, height: 800, widths: [160, 320, 640] },
} as const;

export type ArtKind = keyof typeof ART_KINDS;

/** The modern formats, best first: the browser takes the first `<source>` type it can decode. */
export const ART_FORMATS = ['avif', 'webp'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

/** The file of one variant: `/art/roles/solo-320.avif`. */
export function artVariant(name: string, width: number, format: ArtFormat): string {
  return `/art/${name}-${width}.${format}`;
}

/** The `srcset` of a picture in one format: every width of its kind. */
export function artSrcSet(name: string, kind: ArtKind, format: ArtFormat): string {
  return ART_KINDS[kind].widths.map((width) => `${artVariant(name, width, format)} ${width}w`).join(', ');
}

/** The PNG itself, for the browsers that decode neither modern format. */
export function artPng(name: string): string {
  return `/art/${name}.png`;
}

/** The home hero: the largest paint of `/`, preloaded by the build's home page (vite.config.ts). */
export const HERO = {
  name: 'hero',
  kind: 'hero',
  /** The figure spans the page's column: the viewport less its padding, at most max-w-5xl (64rem). */
  sizes: '(min-width: 1024px) 976px, calc(100vw - 2rem)',
} as const;
