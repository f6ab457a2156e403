import type { Draft } from '@edgeforge/contracts/draft';
import { LIMITS } from '@edgeforge/contracts/limits';
import { hasPngSignature } from '../png.ts';
import { svgDocument, svgToPng } from '../portrait/render-portrait.ts';
import { AiError, type GenerationConfig, postJson } from './config.ts';

const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const GIF = Buffer.from('GIF8', 'latin1');
/** Side of the PNG a non-PNG (or oversized) AI image is re-encoded to. */
const REENCODE_SIDE = 1024;

/** Adds the draft's look to the client's prompt so the model paints this character. */
export function imagePrompt(prompt: string, draft: Draft): string {
  const details = [
    draft.gender,
    draft.culturalRegion && `${draft.culturalRegion} heritage`,
    draft.selectedRole && `Cyberpunk RED ${draft.selectedRole}`,
    draft.clothingStyle && `wearing ${draft.clothingStyle}`,
    draft.fashionStyle && `${draft.fashionStyle} fashion`,
    draft.hairstyle && `hair: ${draft.hairstyle}`,
    draft.affectation,
  ].filter(Boolean);
  const asked = prompt.trim();
  const lead = asked === '' ? '' : /[.!?]$/.test(asked) ? `${asked} ` : `${asked}. `;
  const text = `${lead}Head-and-shoulders portrait, ${details.join(', ')}, neon-lit night city behind, no text.`;
  return text.slice(0, LIMITS.promptMax);
}

function isPngWithinLimits(image: Buffer): boolean {
  if (image.length > LIMITS.portraitBytesMax || !hasPngSignature(image)) return false;
  const width = image.readUInt32BE(16);
  const height = image.readUInt32BE(20);
  return width > 0 && height > 0 && width <= LIMITS.portraitSideMax && height <= LIMITS.portraitSideMax;
}

/** Returns a PNG the save endpoint accepts: PNGs within limits as they are, JPEG and GIF re-encoded. */
export function toPortraitPng(image: Buffer): Buffer {
  if (image.length >= 24 && isPngWithinLimits(image)) return image;
  const mime = hasPngSignature(image)
    ? 'png'
    : image.subarray(0, 3).equals(JPEG)
      ? 'jpeg'
      : image.subarray(0, 4).equals(GIF)
        ? 'gif'
        : null;
  if (!mime) throw new AiError('image reply is not a PNG, JPEG or GIF');
  const side = REENCODE_SIDE;
  const href = `data:image/${mime};base64,${image.toString('base64')}`;
  return svgToPng(
    svgDocument(
      side,
      side,
      `<image width="${side}" height="${side}" preserveAspectRatio="xMidYMid slice" href="${href}"/>`,
    ),
  );
}

async function download(url: string, signal: AbortSignal): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw new AiError('image URL is not http(s)');
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    throw new AiError(`image download failed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new AiError(`image download answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > LIMITS.portraitBytesMax * 4) throw new AiError('downloaded image is too large');
  return bytes;
}

/** Asks an OpenAI-compatible images endpoint for a portrait; accepts base64 or URL replies. */
export async function aiPortrait(
  config: GenerationConfig,
  prompt: string,
  draft: Draft,
  signal: AbortSignal,
): Promise<Buffer> {
  // No response_format: some models reject it; we read whichever of b64_json or url comes back.
  const answer = await postJson(
    config,
    'images/generations',
    { model: config.aiImageModel, prompt: imagePrompt(prompt, draft), n: 1, size: '1024x1024' },
    signal,
  );
  const first = (answer as { data?: Array<{ b64_json?: unknown; url?: unknown }> })?.data?.[0];
  if (typeof first?.b64_json === 'string' && first.b64_json.length > 0) {
    return toPortraitPng(Buffer.from(first.b64_json.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
  }
  if (typeof first?.url === 'string') return toPortraitPng(await download(first.url, signal));
  throw new AiError('image reply has neither b64_json nor url');
}
