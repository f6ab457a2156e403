import type { FashionStyleKey } from '@edgeforge/rules/ids';
import type { TablePhrases } from '../phrase-types.ts';

/* How the character looks: clothes, hair, the affectation they are never without, the fashion style. */

/** Clothing rows are what the character dresses in. */
export const CLOTHING_STYLE: TablePhrases = {
  topic: 'clothes',
  frames: [
    '{S} [dresses|goes about] in {x}',
    '{S} [favours|goes around in] {x}',
    '{S} [is usually seen|turns up] in {x}',
    '[Most days|Most nights], {S} wears {x}',
  ],
  rows: {
    1: [
      'cheap, bright separates that [snap|mix] together into a new outfit every day',
      '[colourful|bright] modular streetwear bought by the piece',
      'mix-and-match street clothes in loud colours',
    ],
    2: [
      'sporty gear {he} can [sprint|run|brawl] in',
      'comfortable athletic wear, [always|forever] ready to run',
      'stretchy sportswear made for getting out of trouble fast',
    ],
    3: [
      'loud streetwear [wired|trimmed] with light strips',
      '[flashy|glowing], tech-laden streetwear',
      'streetwear that [blinks|glows] and crackles with chrome trim',
    ],
    4: [
      'tailored suits that [own|command] the room',
      '[sharp|crisp] business suits',
      'clean-cut corporate tailoring',
    ],
    5: [
      'designer pieces nobody else can afford',
      'one-off [couture|designer] [outfits|pieces]',
      '[exclusive|expensive] designer labels',
    ],
    6: [
      'layered, hand-me-down clothes with a [wandering|free] spirit',
      '[folksy|retro] layers that ignore every trend',
      'loose, [patched|mismatched] bohemian layers',
    ],
    7: [
      'whatever kept {him} warm last night',
      'ragged, mismatched layers [scavenged|salvaged] from anywhere',
      '[heaps|piles] of worn-out layers that make people look away',
    ],
    8: [
      'the colours of {his} crew',
      'gang colours and patches that [warn|tell] everyone off',
      '[loud|defiant] colours that say which gang has {his} back',
    ],
    9: [
      'road-worn leathers',
      '[rugged|weathered] leather and denim with clan markings',
      'leathers and denim built to last on the highway',
    ],
    10: [
      'candy-bright [idol-style|stage-style] outfits',
      'playful, [costume-like|colourful] clothes straight from the pop idol scene',
      'bright, youthful outfits that look like stage costumes',
    ],
  },
};

/** Hair rows are objects of 'wears'. */
export const HAIRSTYLE: TablePhrases = {
  topic: 'hair',
  frames: [
    '{S} [wears|has] {x}',
    '{S} [sports|keeps] {x}',
    '[People|Most people] remember {Sobj} by {x}',
    '[On top|Up top], {S} [wears|sports] {x}',
  ],
  rows: {
    1: [
      'a tall mohawk',
      'a [spiked|stiff] mohawk',
      'a mohawk [that adds inches to {his} height|nobody forgets]',
    ],
    2: [
      'long, ratty hair',
      'a [tangle|mess] of long, unwashed hair',
      'long hair [that has not met a comb in weeks|gone to rat-tails]',
    ],
    3: [
      'short, spiked hair',
      'hair cut short and [gelled|spiked] into points',
      'a short crop of gelled spikes',
    ],
    4: [
      'wild hair that goes [everywhere|in every direction]',
      'a [wild|untamed] mane',
      'hair that [nobody has ever tamed|refuses to lie flat]',
    ],
    5: [
      '{his} head shaved [smooth|bare]',
      'a [gleaming|polished] shaved scalp',
      'a scalp shaved [smooth|to a shine]',
    ],
    6: [
      '[striped|two-tone] hair',
      'hair dyed in [bold|sharp] stripes',
      'stripes of colour [bleached|dyed] through {his} hair',
    ],
    7: [
      'hair dyed [in wild colours|neon bright]',
      'a shock of [electric|neon] colour for hair',
      'hair in colours nature never [made|intended]',
    ],
    8: ['neat, short hair', 'hair kept [short and tidy|trimmed to regulation]', 'a [tidy|precise] short cut'],
    9: [
      'short, curly hair',
      'a [tight|close] crop of curls',
      'short curls [that refuse to behave|kept close to the head]',
    ],
    10: [
      'long, straight hair',
      'hair [falling|hanging] long and straight',
      'a [sleek|smooth] curtain of long hair',
    ],
  },
};

/** Affectation rows are objects of 'never without'. */
export const AFFECTATION: TablePhrases = {
  topic: 'trademark',
  frames: [
    '{S} is never [seen|spotted] without {x}',
    '{S} never [goes out|steps out] without {x}',
    'Nobody has ever [seen|caught] {Sobj} without {x}',
    '{S} [would not be caught|is never caught] without {x}',
  ],
  rows: {
    1: ['a skin full of tattoos', '[sleeves|swirls] of tattoos', 'tattoos that tell stories {he} will not'],
    2: ['mirrorshades', 'a pair of mirrorshades', 'mirrored lenses that hide {his} eyes'],
    3: ['ritual scars', '[neat rows|patterns] of ritual scarring', 'scars cut by choice in old patterns'],
    4: ['spiked gloves', 'gloves studded with spikes', 'a pair of [spiked|studded] gloves'],
    5: ['nose rings', 'a [ring|pair of rings] through {his} nose', 'a [silver|steel] ring in {his} nose'],
    6: [
      'a tongue stud and [a dozen|plenty of] other piercings',
      'piercings in places most people would not dare',
      'a [scatter|row] of piercings, tongue included',
    ],
    7: [
      'strange fingernail implants',
      '[chrome|glowing] implants where {his} fingernails should be',
      'fingernails replaced by [odd|strange] little implants',
    ],
    8: ['spiked [boots|heels]', '[heavy|tall] spiked footwear', 'boots studded with steel spikes'],
    9: [
      'fingerless gloves',
      'a pair of [worn|cut-off] fingerless gloves',
      'fingerless gloves [worn thin|gone shiny] at the knuckles',
    ],
    10: [
      'strange contact lenses',
      '[eerie|odd] contacts that change the colour of {his} eyes',
      'contacts that make {his} eyes [glow|look inhuman]',
    ],
  },
};

/** Fashion style rows, keyed by the style's key, are looks that follow 'runs to' or 'leans toward'. */
export const FASHION_STYLE: TablePhrases & { rows: Readonly<Record<FashionStyleKey, readonly string[]>> } = {
  topic: 'style',
  frames: [
    'the whole [outfit|get-up] runs to {x}',
    '{his} [style|taste] leans toward {x}',
    'the [overall|whole] effect is {x}',
    '{S} [finishes|tops] it all off with {x}',
  ],
  rows: {
    neonNoir: [
      'rain-slick black [lit|cut] by a single stab of neon',
      'a Neon Noir palette of black and one [hot|burning] accent',
      'dark, [wet-look|rain-sheened] layers with one neon glow',
    ],
    retroFuturism: [
      'chrome trim and the [bright|sunny] optimism of a future that never came',
      'a Retro Futurist gleam of chrome and bold colour',
      '[old-fashioned|vintage] visions of the future, all curves and chrome',
    ],
    dystopianRealism: [
      'grey, practical layers that do not draw the eye',
      'a Dystopian Realism look, [drab|muted] and built to last',
      '[worn|dull], sensible gear that blends into any crowd',
    ],
    technoOrganic: [
      'living greens [woven|threaded] through with circuitry',
      'a Techno Organic mix of grown textures and wiring',
      '[organic|leafy] shapes [laced|shot through] with glowing circuits',
    ],
    corporateSleek: [
      'tailored charcoal and a clean white collar',
      'Corporate Sleek lines, [sharp|spotless] and expensive',
      '[cool|crisp], minimal tailoring that [says|means] money',
    ],
    punkDIY: [
      'safety pins, spray paint and [hand-stitched|home-made] patches',
      'a Punk DIY look [torn|ripped] up and remade by hand',
      '[ripped|slashed] fabric held together with pins and attitude',
    ],
    cyberGothic: [
      'black lace, deep violet and cold chrome',
      'a Cyber Gothic palette of [velvet|lace] and dark metal',
      '[funereal|midnight] black set off with chrome and violet',
    ],
    easternFusion: [
      'silk cuts and bold reds meeting smart fabric',
      'an Eastern Fusion blend of [tradition|old tailoring] and new tech',
      '[sharp|flowing] silk lines woven with [smart thread|circuitry]',
    ],
    postApocalyptic: [
      'dust-brown scavenged gear, patched and strapped down',
      'a Post Apocalyptic [kit|look] of salvage and straps',
      '[sun-faded|dusty] layers that look built from the ruins',
    ],
    highTechLowLife: [
      'street clothes wired with [glowing|blinking] cheap tech',
      'a High Tech Low Life mix of rags and [bargain|bootleg] chrome',
      '[cheap|patched] street gear with hacked gadgets [stitched|bolted] on',
    ],
    bohemianCyberpunk: [
      'loose layers, warm colours and handmade jewellery',
      'a Bohemian Cyberpunk drift of [scarves|shawls] and [beads|trinkets]',
      '[soft|flowing] fabrics hung with hand-made charms',
    ],
    nomadLeathers: [
      'sun-worn leather, fringe and road dust',
      'a Nomad Leathers look, [scuffed|weathered] by the highway',
      '[dusty|cracked] leather built for long roads',
    ],
  },
};
