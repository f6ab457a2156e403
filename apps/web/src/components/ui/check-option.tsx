import type { ReactNode } from 'react';

/** A checkbox with its label and an optional line under it; the whole row is the target. */
export function CheckOption({
  checked,
  onChange,
  children,
  hint,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-neon-cyan"
      />
      <span className="grid gap-0.5">
        <span className="font-semibold">{children}</span>
        {hint ? <span className="text-sm text-ink-muted">{hint}</span> : null}
      </span>
    </label>
  );
}
