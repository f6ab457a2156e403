import { LIMITS } from '@edgeforge/contracts/limits';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { playerTextProblem } from '@edgeforge/contracts/player-text';
import type { Gender } from '@edgeforge/rules/ids';
import { Shuffle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceGroup, ChoiceGroupItem } from '../../../components/ui/choice-group.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { useLocalValue } from '../../../lib/use-local-value.ts';

/** Each name must be non-empty after trimming. */
export function isNameMissing(value: string): boolean {
  return value.trim().length === 0;
}

/** What keeps the names from being saved: the contracts' refusal of their characters, or null. */
export function nameTextProblem(firstName: string, lastName: string): string | null {
  return playerTextProblem(firstName) ?? playerTextProblem(lastName);
}

/** True when both names are filled in and could be saved (the background screen's Continue rule). */
export function hasFullName(firstName: string, lastName: string): boolean {
  return !isNameMissing(firstName) && !isNameMissing(lastName) && !nameTextProblem(firstName, lastName);
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

/**
 * Gender toggle, first and last name with their red 'required' borders, and the random-name button. The
 * inputs own what is typed and push it to the draft, whose copy comes back only later.
 */
export function NameFields(props: NameFieldsProps) {
  const { gender, onChange } = props;
  const [firstName, setFirstName] = useLocalValue(
    props.firstName,
    useCallback((value: string) => onChange({ firstName: value }), [onChange]),
  );
  const [lastName, setLastName] = useLocalValue(
    props.lastName,
    useCallback((value: string) => onChange({ lastName: value }), [onChange]),
  );
  const firstMissing = isNameMissing(firstName) || playerTextProblem(firstName) !== null;
  const lastMissing = isNameMissing(lastName) || playerTextProblem(lastName) !== null;
  const problem = nameTextProblem(firstName, lastName);
  // The red borders show at once (the spec's); the written rule waits until a name field was touched.
  const [touched, setTouched] = useState(false);
  const touch = () => setTouched(true);
  return (
    <Panel className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-2">
        <span id="gender-label" className="font-mono text-sm uppercase tracking-wider text-neon-cyan">
          Gender
        </span>
        <ChoiceGroup
          aria-labelledby="gender-label"
          value={gender}
          onValueChange={(value) => onChange({ gender: value as Gender })}
          className="w-fit"
        >
          <ChoiceGroupItem value="male">Male</ChoiceGroupItem>
          <ChoiceGroupItem value="female">Female</ChoiceGroupItem>
        </ChoiceGroup>
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
            onBlur={touch}
            onChange={(event) => {
              touch();
              setFirstName(event.target.value);
            }}
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
            onBlur={touch}
            onChange={(event) => {
              touch();
              setLastName(event.target.value);
            }}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          id="name-rule"
          className={touched && (firstMissing || lastMissing) ? 'text-sm text-danger' : 'sr-only'}
        >
          {problem ?? MESSAGES.namesRequired}
        </p>
        <Button
          variant="secondary"
          onClick={props.onRandomName}
          busy={props.isGenerating}
          aria-disabled={!props.canGenerate || undefined}
        >
          <Shuffle aria-hidden="true" />
          {props.isGenerating ? 'Generating...' : 'Random Name'}
        </Button>
      </div>
    </Panel>
  );
}
