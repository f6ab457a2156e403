import type { InstalledCyberware } from '../cyberware/types.ts';
import type { CareerState } from './state.ts';

/**
 * What a character owns now (docs/rules/career.md#buying-after-creation): what creation bought, then the
 * layer the career keeps over it, the gear bought in the shop (`bought`), the chrome installed since
 * (`chrome`) and the Night Market's purchases (`marketBought`). The sheet, the PDF, the Foundry export
 * and play all read it here, so they cannot disagree.
 */

/** One line of belongings: a catalogue id and how many. */
export interface OwnedLine {
  readonly id: string;
  readonly quantity: number;
}

/** The belongings as lines by catalogue id (cyberware included) and the installed chrome in order. */
export interface Possessions {
  readonly items: readonly OwnedLine[];
  readonly cyberware: readonly InstalledCyberware[];
}

/** The career's layer: its three lists, any of them absent before its first entry. */
export type CareerLayer = Pick<CareerState, 'bought' | 'chrome' | 'marketBought'>;

/** Lines of the same id added together, in the order each id first came. */
function merged(lines: readonly OwnedLine[]): OwnedLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.id, (totals.get(line.id) ?? 0) + line.quantity);
  return [...totals].map(([id, quantity]) => ({ id, quantity }));
}

/** The career's layer alone as possessions: its purchases, market buys and chrome (one line a piece). */
export function careerPossessions(layer: CareerLayer | null | undefined): Possessions {
  const chrome = layer?.chrome ?? [];
  const items = [
    ...(layer?.bought ?? []).map((line) => ({ id: line.id, quantity: line.quantity })),
    ...(layer?.marketBought ?? []).map((item) => ({ id: item.itemId, quantity: 1 })),
    ...chrome.map((piece) => ({ id: piece.itemId, quantity: 1 })),
  ];
  return { items: merged(items), cyberware: chrome };
}

/**
 * The character's possessions now: the build's lines and cyberware (as saved; none for a character
 * saved before either existed), then everything the career bought or installed since, lines of one
 * item added together, the chrome after the build's in the order it was installed.
 */
export function possessionsNow(
  build: {
    readonly items: readonly OwnedLine[] | null;
    readonly cyberware: readonly InstalledCyberware[] | null;
  },
  career: CareerLayer | null | undefined,
): Possessions {
  const layer = careerPossessions(career);
  return {
    items: merged([...(build.items ?? []), ...layer.items]),
    cyberware: [...(build.cyberware ?? []), ...layer.cyberware],
  };
}

/**
 * What one career step added to the possessions: the lines of `after` beyond those of `before`, and
 * the chrome installed after the pieces `before` had. A step only adds (nothing is sold back).
 */
export function possessionsAdded(before: CareerLayer | null | undefined, after: CareerLayer): Possessions {
  const had = new Map(careerPossessions(before).items.map((line) => [line.id, line.quantity]));
  const now = careerPossessions(after);
  const items = now.items.flatMap((line) => {
    const quantity = line.quantity - (had.get(line.id) ?? 0);
    return quantity > 0 ? [{ id: line.id, quantity }] : [];
  });
  return { items, cyberware: now.cyberware.slice(before?.chrome?.length ?? 0) };
}
