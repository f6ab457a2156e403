import { LIMITS } from '@edgeforge/contracts/limits';
import { MESSAGES } from '@edgeforge/contracts/messages';
import type { Gender } from '@edgeforge/rules/ids';
import { Shuffle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group.tsx';

/** Spec section 5: each name must be non-empty after trimming. */
export function isNameMissing(value: string): boolean {
  return value.trim().length === 0;
}

/** True when both names are filled in (the background screen's Continue rule). */
export function hasFullName(firstName: string, lastName: string): boolean {
  return !isNameMissing(firstName) && !isNameMissing(lastName);
}

interface NameFieldsProps {
  readonly gender: Gender;
  readonly firstName: string;
  readonly lastName: string;
  readonly onChange: (patch: { gender?: Gender; firstName?: string; lastName?: string }) => void;
  readonly onRandomName: () => void;
  readonly isGenerating: boolean;
  readonly canGenerate: boolean;
}

/** Gender toggle, first and last name with their red 'required' borders, and the random-name button. */
export function NameFields(props: NameFieldsProps) {
  const { gender, firstName, lastName, onChange } = props;
  const firstMissing = isNameMissing(firstName);
  const lastMissing = isNameMissing(lastName);
  return (
    <Panel className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-2">
        <span id="gender-label" className="font-mono text-sm uppercase tracking-wider text-neon-cyan">
          Gender
        </span>
        <ToggleGroup
          type="single"
          aria-labelledby="gender-label"
          value={gender}
          // Radix reports '' when the pressed item is clicked again; a gender is always set.
          onValueChange={(value) => value && onChange({ gender: value as Gender })}
          className="w-fit"
        >
          <ToggleGroupItem value="male">Male</ToggleGroupItem>
          <ToggleGroupItem value="female">Female</ToggleGroupItem>
        </ToggleGroup>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor="first-name">First name</Label>
          <Input
            id="first-name"
            placeholder="First Name *"
            autoComplete="off"
            required
            maxLength={LIMITS.nameMax}
            value={firstName}
            aria-invalid={firstMissing || undefined}
            aria-describedby={firstMissing ? 'name-rule' : undefined}
            onChange={(event) => onChange({ firstName: event.target.value })}
          />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor="last-name">Last name</Label>
          <Input
            id="last-name"
            placeholder="Last Name *"
            autoComplete="off"
            required
            maxLength={LIMITS.nameMax}
            value={lastName}
            aria-invalid={lastMissing || undefined}
            aria-describedby={lastMissing ? 'name-rule' : undefined}
            onChange={(event) => onChange({ lastName: event.target.value })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="name-rule" className={firstMissing || lastMissing ? 'text-sm text-danger' : 'sr-only'}>
          {MESSAGES.namesRequired}
        </p>
        <Button
          variant="secondary"
          onClick={props.onRandomName}
          disabled={props.isGenerating}
          aria-disabled={!props.canGenerate || undefined}
        >
          <Shuffle aria-hidden="true" />
          {props.isGenerating ? 'Generating...' : 'Random Name'}
        </Button>
      </div>
    </Panel>
  );
}
