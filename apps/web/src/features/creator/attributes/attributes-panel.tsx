import { ATTRIBUTE_INFO, getStatInfo } from '@edgeforge/rules/attributes';
import {
  ATTRIBUTE_KEYS,
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  type AttributeKey,
  type Attributes,
} from '@edgeforge/rules/ids';
import { Info, Minus, Plus } from 'lucide-react';
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
import { NumberField } from '../../../components/ui/number-field.tsx';
import { Panel } from '../../../components/ui/panel.tsx';

function StatInfoDialog({ statKey }: { statKey: AttributeKey }) {
  const info = getStatInfo(statKey);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`About ${info.name}`}>
          <Info aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {info.name} ({statKey})
          </DialogTitle>
          <DialogDescription>{info.description}</DialogDescription>
        </DialogHeader>
        <p>{info.details}</p>
      </DialogContent>
    </Dialog>
  );
}

interface AttributesPanelProps {
  readonly attributes: Attributes;
  /**
   * One step up (+1) or down (-1); the owner applies it to the latest value, not this render's. Without
   * it the STATs are shown, not changed (a Streetrat's template by the book).
   */
  readonly onStep?: (key: AttributeKey, delta: 1 | -1) => void;
  /** A typed value; the owner takes it within the same limits as the steppers. */
  readonly onSet?: (key: AttributeKey, value: number) => void;
  /** The lowest and highest value a STAT may take here: 1 to 8, or the Complete Package's 2 to 8. */
  readonly min?: number;
  readonly max?: number;
  /** False when no STAT may rise (no points left): every raise button is then aria-disabled. */
  readonly canRaise?: boolean;
  /** Shown under the heading: the points left of a point-buy. */
  readonly children?: ReactNode;
}

/**
 * The Attributes panel: each STAT with its info dialog and a stepper bounded to 1..8 (or the method's
 * bounds). A stepper at its bound is aria-disabled, not disabled, so the focus stays on it when the value
 * reaches its bound.
 */
export function AttributesPanel({
  attributes,
  onStep,
  min = ATTRIBUTE_MIN,
  max = ATTRIBUTE_MAX,
  canRaise = true,
  onSet,
  children,
}: AttributesPanelProps) {
  return (
    <Panel>
      <h2 className="mb-3 font-display text-sm font-bold uppercase tracking-widest text-neon-cyan">
        Attributes
      </h2>
      {children}
      <ul className="grid grid-cols-1 gap-1">
        {ATTRIBUTE_KEYS.map((key) => {
          const value = attributes[key];
          const name = ATTRIBUTE_INFO[key].name;
          return (
            <li key={key} className="flex items-center gap-2 border-b border-line/60 py-1 last:border-0">
              {/* On a phone the name goes under its key: beside three 44 px buttons it would be cut off. */}
              <span className="flex min-w-0 flex-1 flex-col max-sm:leading-tight sm:flex-row sm:items-center sm:gap-2">
                <span className="font-mono text-neon-yellow sm:w-12 sm:shrink-0">{key}</span>
                <span className="min-w-0 truncate max-sm:text-sm">{name}</span>
              </span>
              <StatInfoDialog statKey={key} />
              {onStep ? (
                <Button
                  variant="outline"
                  size="icon-sm"
                  aria-label={`Lower ${name}`}
                  aria-disabled={value <= min || undefined}
                  onClick={() => onStep(key, -1)}
                >
                  <Minus aria-hidden="true" />
                </Button>
              ) : null}
              {onSet ? (
                <NumberField
                  label={`${name} value`}
                  testId={`attribute-${key}`}
                  value={value}
                  min={min}
                  max={max}
                  onSet={(typed) => onSet(key, typed)}
                />
              ) : (
                <output
                  aria-label={`${name} value`}
                  data-testid={`attribute-${key}`}
                  className="w-8 text-center font-display text-lg font-bold"
                >
                  {value}
                </output>
              )}
              {onStep ? (
                <Button
                  variant="outline"
                  size="icon-sm"
                  aria-label={`Raise ${name}`}
                  aria-disabled={value >= max || !canRaise || undefined}
                  onClick={() => onStep(key, 1)}
                >
                  <Plus aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
