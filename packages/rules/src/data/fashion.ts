import type { FashionStyleKey } from '../ids.ts';

/** The texts of a fashion style card. */
export interface FashionStyleData {
  readonly name: string;
  readonly description: string;
  readonly keyFeatures: readonly string[];
  readonly examples: readonly string[];
}

/**
 * The twelve fashion styles of the gear-and-style grid (docs/rules/product.md), keyed by FASHION_STYLE_KEYS.
 * Names match the server's fashion looks word for word; every text is our own.
 */
export const FASHION_DATA: Record<FashionStyleKey, FashionStyleData> = {
  neonNoir: {
    name: 'Neon Noir',
    description:
      'Dark, rain-soaked silhouettes lit by a single stab of neon. Long coats, sharp collars and shadows that hide as much as they show.',
    keyFeatures: [
      'Black and charcoal base layers',
      'One vivid neon accent',
      'Long coats and high collars',
      'Wet-look and glossy fabrics',
    ],
    examples: [
      'A black trench coat with a glowing pink lining',
      'A fedora over mirrorshades',
      'Patent boots reflecting street signs',
    ],
  },
  retroFuturism: {
    name: 'Retro Futurism',
    description:
      'The future as the last century dreamed it: chrome trim, bold geometry and bright optimism worn with a knowing smile.',
    keyFeatures: [
      'Chrome and metallic details',
      'Clean geometric cuts',
      'Warm golds against teal',
      'Space-age accessories',
    ],
    examples: [
      'A silver bomber jacket with a round collar',
      'Bubble visor sunglasses',
      'A high-waisted jumpsuit with a chrome belt',
    ],
  },
  dystopianRealism: {
    name: 'Dystopian Realism',
    description:
      'Practical, worn and grey: clothes for surviving the city rather than impressing it, built to blend into any crowd.',
    keyFeatures: [
      'Muted greys and olive tones',
      'Layered, durable fabrics',
      'Utility pockets and straps',
      'Nothing that draws the eye',
    ],
    examples: [
      'A faded work jacket over a hoodie',
      'Cargo trousers and scuffed boots',
      'A plain filter mask',
    ],
  },
  technoOrganic: {
    name: 'Techno Organic',
    description:
      'Living greens woven with circuitry: fabrics that look grown rather than sewn, where biology and hardware share one skin.',
    keyFeatures: [
      'Organic curves and textures',
      'Glowing circuit patterns',
      'Deep greens with bright bio-light',
      'Fabric that blends with chrome',
    ],
    examples: [
      'A leaf-veined jacket traced with light',
      'Moss-toned layers over exposed cyberware',
      'Bioluminescent jewellery',
    ],
  },
  corporateSleek: {
    name: 'Corporate Sleek',
    description:
      'Tailored power dressing for the boardroom and beyond: sharp lines, expensive fabric and not one thread out of place.',
    keyFeatures: [
      'Tailored suits and coats',
      'Charcoal, white and a cold blue',
      'Minimal, costly accessories',
      'Smart fabrics with hidden armour',
    ],
    examples: [
      'A slim charcoal suit with a white collar',
      'A long overcoat with a corp lapel pin',
      'Polished shoes and a smartwatch',
    ],
  },
  punkDIY: {
    name: 'Punk DIY',
    description:
      'Handmade rebellion: ripped, pinned, sprayed and patched clothes that shout at the corporations and the people who obey them.',
    keyFeatures: [
      'Safety pins, studs and spikes',
      'Hand-painted slogans',
      'Clashing acid colours',
      'Torn and re-stitched fabric',
    ],
    examples: [
      'A studded leather jacket covered in patches',
      'A spray-painted band shirt',
      'Combat boots with mismatched laces',
    ],
  },
  cyberGothic: {
    name: 'Cyber Gothic',
    description:
      'Black lace and cold chrome: a romantic, brooding look that wears cyberware like jewellery and darkness like a crown.',
    keyFeatures: [
      'Black lace, velvet and leather',
      'Deep violet highlights',
      'Chrome worn as ornament',
      'Dramatic make-up and silhouettes',
    ],
    examples: [
      'A high-collared velvet coat',
      'A lace choker with a glowing gem',
      'Platform boots with chrome buckles',
    ],
  },
  easternFusion: {
    name: 'Eastern Fusion',
    description:
      'Traditional Asian tailoring remade with smart fabrics: silk cuts, bold reds and golds meeting neon and armour weave.',
    keyFeatures: [
      'Silk and wrap-style cuts',
      'Bold red and gold',
      'Embroidery lit from within',
      'Clean, flowing lines',
    ],
    examples: [
      'A high-collared jacket with glowing embroidery',
      'A wrap top over armoured trousers',
      'Lacquered hair pins with LED tips',
    ],
  },
  postApocalyptic: {
    name: 'Post Apocalyptic',
    description:
      'Scavenged, patched and strapped down: dusty gear from the ruins, made to last one more day in the wasteland.',
    keyFeatures: [
      'Dust-brown and rust tones',
      'Scavenged armour pieces',
      'Straps, buckles and pouches',
      'Goggles and face wraps',
    ],
    examples: [
      'A patched duster with scrap-metal shoulder plates',
      'Welding goggles pushed up on the forehead',
      'A scarf against the dust',
    ],
  },
  highTechLowLife: {
    name: 'High Tech Low Life',
    description:
      'Cheap street clothes wired with glowing, second-hand tech: the look of someone who has chrome but no money.',
    keyFeatures: [
      'Hoodies and worn street wear',
      'Exposed cables and LEDs',
      'Cheap cyberware on show',
      'Cyan glow in the dark',
    ],
    examples: [
      'A hoodie with LED strips sewn into the seams',
      'A cracked visor display',
      'Sneakers with hacked light-up soles',
    ],
  },
  bohemianCyberpunk: {
    name: 'Bohemian Cyberpunk',
    description:
      "Loose layers, warm colours and handmade jewellery: an artist's look that mixes thrift finds with glowing accents.",
    keyFeatures: [
      'Flowing, layered fabrics',
      'Warm plums and ochres',
      'Handmade jewellery',
      'Vintage pieces with tech touches',
    ],
    examples: [
      'A patterned shawl over a fitted top',
      'Stacked rings and bracelets with glowing beads',
      'Wide trousers and sandals',
    ],
  },
  nomadLeathers: {
    name: 'Nomad Leathers',
    description:
      'Sun-worn leather, fringe and road dust: clothes built for long rides, open skies and family colours worn with pride.',
    keyFeatures: [
      'Heavy, weathered leather',
      'Fringe and tribal detailing',
      'Family colours and patches',
      'Riding boots and gloves',
    ],
    examples: ['A fringed riding jacket with pack patches', 'Leather chaps over denim', 'A wide-brimmed hat'],
  },
};
