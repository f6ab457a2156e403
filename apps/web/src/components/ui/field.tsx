import { type ReactNode, useId } from 'react';
import { Label } from './label.tsx';

/** A labelled form control: the label, then the control, which takes the id it is given. */
export function Field({
  label,
  tone,
  children,
}: {
  label: string;
  tone?: 'cyan' | 'magenta';
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} tone={tone}>
        {label}
      </Label>
      {children(id)}
    </div>
  );
}
