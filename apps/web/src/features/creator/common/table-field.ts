import type { RollTableField } from '@edgeforge/rules/tables';
import { useCallback } from 'react';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/** Binds a roll table to its draft field: its stored value and a stable setter. */
export function useTableField(field: RollTableField): {
  value: string | null;
  onChange: (value: string) => void;
} {
  const draft = useDraft();
  const { update } = useDraftActions();
  const onChange = useCallback((value: string) => update({ [field]: value }), [update, field]);
  return { value: draft[field], onChange };
}
