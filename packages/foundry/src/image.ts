import { FOUNDRY_DEFAULT_ACTOR_IMG } from './target.ts';

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * The `img` of an exported actor. Foundry loads it from the player's browser, so a portrait stored on
 * our server (`/storage/...png`) becomes an absolute URL under PUBLIC_URL; an absolute URL stays as it
 * is; no portrait gives Foundry's own default picture.
 */
export function foundryActorImage(portraitUrl: string | null | undefined, publicUrl: string): string {
  if (!portraitUrl) return FOUNDRY_DEFAULT_ACTOR_IMG;
  if (ABSOLUTE_URL.test(portraitUrl)) return portraitUrl;
  return `${publicUrl.replace(/\/+$/, '')}/${portraitUrl.replace(/^\/+/, '')}`;
}

/** Tells whether an `img` is an absolute web URL rather than a path inside Foundry's own data. */
export function isAbsoluteImageUrl(img: string): boolean {
  return ABSOLUTE_URL.test(img);
}
