import type { PartyMember } from '@edgeforge/contracts/campaigns';
import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import { getRole } from '@edgeforge/rules/roles';
import { Link } from 'react-router';
import { PortraitImage } from '../../components/portrait-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { characterPath } from '../../lib/paths.ts';

interface PartyCardProps {
  member: PartyMember;
  /** The full sheet is the GM's to read, and the owner's. */
  canOpenSheet: boolean;
  /** Shown to the GM of an open campaign: sends the player away (after asking). */
  onRemove?: () => void;
}

function Badge({ tone, children }: { tone: 'yellow' | 'magenta'; children: string }) {
  const colour =
    tone === 'yellow' ? 'border-neon-yellow text-neon-yellow' : 'border-neon-magenta text-neon-magenta';
  return <span className={`border px-2 py-0.5 font-mono text-xs uppercase ${colour}`}>{children}</span>;
}

/** A number of the party view: a label over a big value. */
function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="grid gap-0.5 border border-line bg-void/60 px-2 py-1 text-center">
      <dt className="font-mono text-[0.7rem] uppercase tracking-wider text-ink-muted">{label}</dt>
      <dd className="font-bold">{value}</dd>
    </div>
  );
}

/**
 * One seat of the party: the player and their character's portrait, name, role and rank, HP, Humanity,
 * the ten STATs (EMP as Humanity left it), the money (the career's eurobuck balance once the career is
 * open, decision 063; until then the cash the build left), badges for retired and house-rules
 * characters, and the way to the full sheet.
 */
export function PartyCard({ member, canOpenSheet, onRemove }: PartyCardProps) {
  const character = member.character;
  const name = character ? `${character.name_first} ${character.name_last}` : null;
  return (
    <li
      className="grid gap-3 border border-line bg-panel/80 p-4"
      aria-label={name ?? `${member.name}, no character yet`}
    >
      <div className="flex items-start gap-3">
        {character ? (
          <PortraitImage
            src={character.portrait_url}
            alt={`Portrait of ${name}`}
            className="size-20 shrink-0 border border-neon-cyan/50 object-cover"
          />
        ) : null}
        <div className="grid min-w-0 gap-1">
          <h3 className="font-display text-lg font-bold uppercase tracking-wider text-neon-cyan break-words">
            {name ?? 'No character yet'}
          </h3>
          {character ? (
            <p className="text-neon-magenta">
              {getRole(character.role_id)?.name ?? character.role_id} · Rank {character.role_ability_rank}
            </p>
          ) : null}
          <p className="text-sm text-ink-muted">Played by {member.name}</p>
          <div className="flex flex-wrap gap-2">
            {character?.status === 'retired' ? <Badge tone="yellow">Retired</Badge> : null}
            {character?.house_rules ? <Badge tone="magenta">House rules</Badge> : null}
          </div>
        </div>
      </div>
      {character ? (
        <>
          <dl className="grid grid-cols-3 gap-2" aria-label={`${name}: condition`}>
            <Stat label="HP" value={character.hp} />
            <Stat
              label="Humanity"
              value={character.humanity ? `${character.humanity.current}/${character.humanity.max}` : '—'}
            />
            {character.career_eb === null ? (
              <Stat label="Cash" value={`${character.money.toLocaleString('en-US')} eb`} />
            ) : (
              <Stat label="Career eb" value={`${character.career_eb.toLocaleString('en-US')} eb`} />
            )}
          </dl>
          <dl className="grid grid-cols-5 gap-1.5" aria-label={`${name}: STATs`}>
            {ATTRIBUTE_KEYS.map((key) => (
              <Stat key={key} label={key} value={key === 'EMP' ? character.emp : character.attributes[key]} />
            ))}
          </dl>
        </>
      ) : null}
      {(character && canOpenSheet) || onRemove ? (
        <div className="flex flex-wrap gap-2">
          {character && canOpenSheet ? (
            <Button asChild size="sm" variant="outline">
              <Link to={characterPath(character.id)} aria-label={`Full sheet of ${name}`}>
                Full sheet
              </Link>
            </Button>
          ) : null}
          {onRemove ? (
            <Button size="sm" variant="destructive" onClick={onRemove} aria-label={`Remove ${member.name}`}>
              Remove
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
