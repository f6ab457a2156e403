import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';

/** A whole number typed in a field, or null when it is not one. */
export function wholeNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) ? value : null;
}

/**
 * The frame of a play dialog: a form with its title, a line saying what it does, its fields, a problem
 * with them (kept in reserved space), and the button that sends it. `onSubmit` answers a problem to
 * show, or null when the command went.
 */
export function CommandDialog({
  open,
  onOpenChange,
  title,
  description,
  submit,
  onSubmit,
  problem,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submit: string;
  onSubmit: () => void;
  problem: string | null;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <p role="alert" className="min-h-6 text-sm text-[#ffd3da]">
            {problem}
          </p>
          <DialogFooter>
            <Button type="submit" size="lg">
              {submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** A typed field of a play dialog: numeric unless told (the faces of dice are typed apart). */
export function NumberField({
  label,
  value,
  onChange,
  inputMode = 'numeric',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Input
          id={id}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** A select of a play dialog, over its options' keys and labels. */
export function ChoiceField<K extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: K;
  options: readonly (readonly [K, ReactNode])[];
  onChange: (value: K) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <Select id={id} value={value} onChange={(event) => onChange(event.target.value as K)}>
          {options.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
