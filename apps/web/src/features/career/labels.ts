import type { CareerEntryView } from '@edgeforge/contracts/career';
import { HOUSING, LIFESTYLES } from '@edgeforge/rules/career/data/career';
import type { LedgerKind } from '@edgeforge/rules/career/state';

// The words and numbers the career screens share (docs/rules/career.md).

const whole = new Intl.NumberFormat('en-US');

/** Eurobucks as the rules write them: 2,000eb. */
export function formatEb(amount: number): string {
  return `${whole.format(amount)}eb`;
}

/** A signed ledger amount: +100 IP, -1,100eb, +1 Reputation. */
export function formatEntry(ledger: LedgerKind, amount: number): string {
  const sign = amount > 0 ? '+' : '';
  if (ledger === 'eb') return `${sign}${formatEb(amount)}`;
  return `${sign}${whole.format(amount)} ${ledger === 'ip' ? 'IP' : 'Reputation'}`;
}

/** A Lifestyle's name and monthly cost. */
export function lifestyleName(id: string): string {
  return LIFESTYLES.find((entry) => entry.id === id)?.name ?? id;
}

/** A Housing's name. */
export function housingName(id: string): string {
  return HOUSING.find((entry) => entry.id === id)?.name ?? id;
}

/** The kinds of the career timeline, as its filter groups them. */
export const TIMELINE_GROUPS = [
  { id: 'creation', label: 'Creation' },
  { id: 'sessions', label: 'Game sessions' },
  { id: 'awards', label: 'Awards' },
  { id: 'spends', label: 'IP spent' },
  { id: 'purchases', label: 'Purchases' },
  { id: 'installs', label: 'Installs' },
  { id: 'humanity', label: 'Humanity' },
  { id: 'living', label: 'Living and rent' },
  { id: 'other', label: 'Other' },
] as const;
export type TimelineGroup = (typeof TIMELINE_GROUPS)[number]['id'];

const GROUP_OF_KIND: Readonly<Record<string, TimelineGroup>> = {
  open: 'creation',
  gameSession: 'sessions',
  award: 'awards',
  raiseSkill: 'spends',
  raiseRoleRank: 'spends',
  undo: 'spends',
  humanity: 'humanity',
  chooseLiving: 'living',
  monthPasses: 'living',
};

/**
 * The filter group of a timeline entry's kind. Kinds that other parts of the career add (buying,
 * installing, Therapy) are grouped by what their name says they do.
 */
export function groupOf(kind: CareerEntryView['kind']): TimelineGroup {
  const known = GROUP_OF_KIND[kind];
  if (known) return known;
  if (/install|uninstall|removeCyber/i.test(kind)) return 'installs';
  if (/buy|purchase|sell/i.test(kind)) return 'purchases';
  if (/humanity|therapy/i.test(kind)) return 'humanity';
  return 'other';
}

/** The label of a timeline group. */
export function groupLabel(group: TimelineGroup): string {
  return TIMELINE_GROUPS.find((entry) => entry.id === group)?.label ?? group;
}
