import type { FashionStyleKey } from '@edgeforge/rules/ids';

/** How a fashion style reads in prose and in paint. */
export interface FashionLook {
  readonly name: string;
  /** A clause for the bio: 'rain-slick black with a single neon accent'. */
  readonly mood: string;
  /** Main garment, secondary garment, accent, and neon glow colours. */
  readonly palette: {
    readonly main: string;
    readonly second: string;
    readonly accent: string;
    readonly glow: string;
  };
}

/** The twelve fashion styles' names (as the rules package spells them), moods and palettes. */
export const FASHION_LOOKS: Record<FashionStyleKey, FashionLook> = {
  neonNoir: {
    name: 'Neon Noir',
    mood: 'rain-slick black with a single stab of neon',
    palette: { main: '#16161f', second: '#2a2a3a', accent: '#ff2a6d', glow: '#ff2a6d' },
  },
  retroFuturism: {
    name: 'Retro Futurism',
    mood: 'chrome trim and the bright optimism of a future that never came',
    palette: { main: '#e0a93b', second: '#2f6f8f', accent: '#d8e3e7', glow: '#ffcf5c' },
  },
  dystopianRealism: {
    name: 'Dystopian Realism',
    mood: 'grey, practical layers that do not draw the eye',
    palette: { main: '#4b5052', second: '#6b6a5e', accent: '#a3a18f', glow: '#9fd3c7' },
  },
  technoOrganic: {
    name: 'Techno Organic',
    mood: 'living greens woven through with circuitry',
    palette: { main: '#1f5f4a', second: '#2f3d36', accent: '#7cff9e', glow: '#39ff88' },
  },
  corporateSleek: {
    name: 'Corporate Sleek',
    mood: 'tailored charcoal and a clean white collar',
    palette: { main: '#23262e', second: '#eef1f5', accent: '#3aa0ff', glow: '#3aa0ff' },
  },
  punkDIY: {
    name: 'Punk DIY',
    mood: 'safety pins, spray paint and patches stitched by hand',
    palette: { main: '#222222', second: '#c2185b', accent: '#e6ff00', glow: '#e6ff00' },
  },
  cyberGothic: {
    name: 'Cyber Gothic',
    mood: 'black lace, deep violet and cold chrome',
    palette: { main: '#120a1a', second: '#4a1463', accent: '#c9a0ff', glow: '#b026ff' },
  },
  easternFusion: {
    name: 'Eastern Fusion',
    mood: 'silk cuts and bold reds meeting smart fabric',
    palette: { main: '#8f1d21', second: '#1b1b2f', accent: '#f2c14e', glow: '#ff4d4d' },
  },
  postApocalyptic: {
    name: 'Post Apocalyptic',
    mood: 'dust-brown scavenged gear, patched and strapped down',
    palette: { main: '#6b4f35', second: '#3d3427', accent: '#c46a2b', glow: '#ff9a3c' },
  },
  highTechLowLife: {
    name: 'High Tech Low Life',
    mood: 'street clothes wired with glowing cheap tech',
    palette: { main: '#1d2b3a', second: '#39424e', accent: '#00f0ff', glow: '#00f0ff' },
  },
  bohemianCyberpunk: {
    name: 'Bohemian Cyberpunk',
    mood: 'loose layers, warm colours and handmade jewellery',
    palette: { main: '#7a3b69', second: '#c0843d', accent: '#f5d491', glow: '#ff7ad9' },
  },
  nomadLeathers: {
    name: 'Nomad Leathers',
    mood: 'sun-worn leather, fringe and road dust',
    palette: { main: '#5a3a22', second: '#8a5a33', accent: '#d9b26f', glow: '#ffb347' },
  },
};
