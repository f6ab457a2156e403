import type { FashionStyleKey } from '@edgeforge/rules/ids';

/** How a fashion style reads in paint (the biography words its styles in its own phrase book). */
export interface FashionLook {
  /** Main garment, secondary garment, accent, and neon glow colours. */
  readonly palette: {
    readonly main: string;
    readonly second: string;
    readonly accent: string;
    readonly glow: string;
  };
}

/** The twelve fashion styles' palettes, keyed as the rules package keys the styles. */
export const FASHION_LOOKS: Record<FashionStyleKey, FashionLook> = {
  neonNoir: {
    palette: { main: '#16161f', second: '#2a2a3a', accent: '#ff2a6d', glow: '#ff2a6d' },
  },
  retroFuturism: {
    palette: { main: '#e0a93b', second: '#2f6f8f', accent: '#d8e3e7', glow: '#ffcf5c' },
  },
  dystopianRealism: {
    palette: { main: '#4b5052', second: '#6b6a5e', accent: '#a3a18f', glow: '#9fd3c7' },
  },
  technoOrganic: {
    palette: { main: '#1f5f4a', second: '#2f3d36', accent: '#7cff9e', glow: '#39ff88' },
  },
  corporateSleek: {
    palette: { main: '#23262e', second: '#eef1f5', accent: '#3aa0ff', glow: '#3aa0ff' },
  },
  punkDIY: {
    palette: { main: '#222222', second: '#c2185b', accent: '#e6ff00', glow: '#e6ff00' },
  },
  cyberGothic: {
    palette: { main: '#120a1a', second: '#4a1463', accent: '#c9a0ff', glow: '#b026ff' },
  },
  easternFusion: {
    palette: { main: '#8f1d21', second: '#1b1b2f', accent: '#f2c14e', glow: '#ff4d4d' },
  },
  postApocalyptic: {
    palette: { main: '#6b4f35', second: '#3d3427', accent: '#c46a2b', glow: '#ff9a3c' },
  },
  highTechLowLife: {
    palette: { main: '#1d2b3a', second: '#39424e', accent: '#00f0ff', glow: '#00f0ff' },
  },
  bohemianCyberpunk: {
    palette: { main: '#7a3b69', second: '#c0843d', accent: '#f5d491', glow: '#ff7ad9' },
  },
  nomadLeathers: {
    palette: { main: '#5a3a22', second: '#8a5a33', accent: '#d9b26f', glow: '#ffb347' },
  },
};
