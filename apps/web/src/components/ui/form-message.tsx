import type { ReactNode } from 'react';

/** A form's outcome under its fields: an alert for a failure, a polite status for a success. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (tone === 'error') {
    return (
      <p role="alert" className="clip-corner-sm border border-danger bg-danger-deep px-3 py-2 text-[#ffd3da]">
        {children}
      </p>
    );
  }
  return (
    <p
      role="status"
      className="clip-corner-sm border border-neon-green/60 bg-neon-green/10 px-3 py-2 text-ink"
    >
      {children}
    </p>
  );
}
