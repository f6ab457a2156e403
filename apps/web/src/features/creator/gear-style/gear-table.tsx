import type { GearItem } from '@edgeforge/rules/types';
import type { ReactNode } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';

/** The item cell's extra facts: ammo and armor stopping power. */
function itemFacts(item: GearItem): string {
  return [item.ammo, item.sp ? `SP ${item.sp}` : undefined].filter(Boolean).join(' · ');
}

/**
 * Starting Gear: Item and Description, then what the screen adds under the table (the
 * package's choices).
 */
export function GearTable({ gear, children }: { gear: readonly GearItem[]; children?: ReactNode }) {
  return (
    <section aria-labelledby="gear-title" className="grid grid-cols-1 content-start gap-3">
      <h2 id="gear-title" className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan">
        Starting Gear
      </h2>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Item</TableHead>
            <TableHead>Description</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {gear.map((item) => (
            <TableRow key={item.item}>
              <TableCell className="align-top">
                <span className="block font-semibold">{item.item}</span>
                <span className="block font-mono text-xs uppercase text-ink-muted">
                  {item.group}
                  {itemFacts(item) ? ` · ${itemFacts(item)}` : ''}
                </span>
              </TableCell>
              <TableCell className="align-top text-sm text-ink-muted">{item.thematicDescription}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {children}
    </section>
  );
}
