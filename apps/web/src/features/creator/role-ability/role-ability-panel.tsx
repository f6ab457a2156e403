import { ROLE_ABILITY_STARTING_RANK } from '@edgeforge/rules/ids';
import type { Role } from '@edgeforge/rules/types';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * The Role Ability panel: name, starting rank 4, description and the rank table dialog,
 * then what the screen adds below them (the ability's set-up).
 */
export function RoleAbilityPanel({ role, children }: { role: Role; children?: ReactNode }) {
  const ability = role.roleAbility;
  const rank = ROLE_ABILITY_STARTING_RANK;
  return (
    <Panel accent="magenta" className="grid grid-cols-1 gap-3">
      <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-magenta">
        Role Ability
      </h2>
      <p className="font-display text-lg font-bold uppercase text-ink">{ability.name}</p>
      <p className="font-mono text-neon-yellow">Starting Rank: {rank}</p>
      <p className="text-ink-muted">{ability.description}</p>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline" className="w-fit">
            View Rank Table
          </Button>
        </DialogTrigger>
        <DialogContent size="wide">
          <DialogHeader>
            <DialogTitle>{ability.name}</DialogTitle>
            <DialogDescription>Your rank is {rank}; it is highlighted below.</DialogDescription>
          </DialogHeader>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-20">Rank</TableHead>
                <TableHead>Description</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ability.rankDescriptions.map((text, index) => {
                const isCurrent = index + 1 === rank;
                return (
                  <TableRow
                    key={index}
                    aria-current={isCurrent || undefined}
                    data-current={isCurrent || undefined}
                    className={cn(isCurrent && 'bg-neon-magenta/20 shadow-neon-magenta')}
                  >
                    <TableCell className="font-mono text-neon-yellow">{index + 1}</TableCell>
                    <TableCell>
                      {text}
                      {isCurrent ? <span className="sr-only"> (your rank)</span> : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </DialogContent>
      </Dialog>
      {children}
    </Panel>
  );
}
