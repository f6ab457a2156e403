import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';

/** One entry of the list to choose from: the value sent on Add and the text shown. */
export type AddOption = { value: string; label: string };

/**
 * Choose one entry, then Add it: a select named `label` whose first option (`placeholder`) chooses
 * nothing, and an outline button, disabled until something is chosen, that hands the choice to `onAdd`
 * and clears the select.
 */
export function AddChoice({
  label,
  placeholder,
  options,
  button,
  onAdd,
}: {
  label: string;
  placeholder: string;
  options: readonly AddOption[];
  button: string;
  onAdd: (value: string) => void;
}) {
  const [adding, setAdding] = useState('');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        aria-label={label}
        value={adding}
        onChange={(event) => setAdding(event.target.value)}
        className="w-auto flex-1"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Button
        type="button"
        size="sm"
        variant="outline"
        disabled={adding === ''}
        onClick={() => {
          onAdd(adding);
          setAdding('');
        }}
      >
        {button}
      </Button>
    </div>
  );
}
