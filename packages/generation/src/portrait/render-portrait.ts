import type { Draft } from '@edgeforge/contracts/draft';
import { type RenderedImage, Resvg } from '@resvg/resvg-js';
import { deriveSeed, seededRandom } from '../random.ts';
import { backgroundSvg } from './background.ts';
import { figureSvg } from './figure.ts';
import { portraitSeed, resolveLook } from './look.ts';

/** Width and height of an offline portrait, in pixels. */
export const PORTRAIT_SIZE = 512;

/** Where and how big the figure sits on a canvas larger than the portrait. */
export interface PortraitCanvas {
  width: number;
  height: number;
  /** Figure scale against its 512 px box; it stands on the bottom edge, centred. */
  figureScale?: number;
}

/** Wraps SVG body text in a root element of the given size. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** One figure placed on a canvas: its 512 box scaled and translated. */
export function placedFigure(
  draft: Draft,
  seed: number,
  x: number,
  y: number,
  scale: number,
  id: string,
): string {
  const look = resolveLook(draft, seed);
  return `<g transform="translate(${x} ${y}) scale(${scale})">${figureSvg(look, id)}</g>`;
}

/**
 * The portrait as SVG: a neon city behind the character. The same draft and seed always give the
 * same picture; a canvas other than 512 x 512 keeps the figure at the bottom centre.
 */
export function portraitSvg(draft: Draft, seed: number, canvas?: PortraitCanvas): string {
  const width = canvas?.width ?? PORTRAIT_SIZE;
  const height = canvas?.height ?? PORTRAIT_SIZE;
  const scale = canvas?.figureScale ?? Math.min(width, height) / PORTRAIT_SIZE;
  const look = resolveLook(draft, seed);
  const random = seededRandom(deriveSeed(portraitSeed(draft, seed), 'city'));
  const background = backgroundSvg({ width, height, random, glow: look.palette.glow, id: 'bg' });
  const x = (width - PORTRAIT_SIZE * scale) / 2;
  const y = height - PORTRAIT_SIZE * scale;
  const figure = `<g transform="translate(${x} ${y}) scale(${scale})">${figureSvg(look, 'f')}</g>`;
  return svgDocument(width, height, background + figure);
}

/** Draws any SVG document to RGBA pixels; no system fonts, since our pictures carry no text. */
export function rasterizeSvg(svg: string): RenderedImage {
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render();
}

/** Renders any SVG document to PNG bytes. */
export function svgToPng(svg: string): Buffer {
  return rasterizeSvg(svg).asPng();
}

/** The offline portrait as a PORTRAIT_SIZE x PORTRAIT_SIZE PNG. */
export function renderPortraitPng(draft: Draft, seed: number): Buffer {
  return svgToPng(portraitSvg(draft, seed));
}
