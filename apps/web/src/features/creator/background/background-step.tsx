import { MESSAGES } from '@edgeforge/contracts/messages';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { useCallback } from 'react';
import { RollTable } from '../../../components/roll-table/roll-table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useRandomName } from '../api/generation.ts';
import { useTableField } from '../common/table-field.ts';
import { chooseCulturalRegion } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { hasFullName, NameFields, nameTextProblem } from './name-fields.tsx';
import { NativeLanguagePicker } from './native-language-picker.tsx';

/** 'TALES FROM THE STREET': gender, name, and the first three roll tables. */
export function BackgroundStep() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const randomName = useRandomName();
  // The region also picks the native language (and its skill), so it is not a plain table field.
  const onRegion = useCallback(
    (region: string) => update((current) => chooseCulturalRegion(current, region)),
    [update],
  );
  const trait = useTableField('personalityTrait');
  const values = useTableField('valuesMost');

  const onRandomName = () => {
    // Nothing happens without a cultural region or while a request is running.
    const culturalRegion = draft.culturalRegion;
    if (!culturalRegion || randomName.isPending) return;
    randomName.mutate(
      { gender: draft.gender, culturalRegion },
      {
        onSuccess: ({ firstName, lastName }) => {
          update({ firstName, lastName });
          toast({ title: MESSAGES.nameSuccess });
        },
        onError: (error) => {
          console.error('Random name failed', error);
          toast({ title: MESSAGES.nameFailed, variant: 'destructive' });
        },
      },
    );
  };

  const named = hasFullName(draft.firstName, draft.lastName);
  return (
    <WizardFrame
      canContinue={named}
      disabledReason={nameTextProblem(draft.firstName, draft.lastName) ?? MESSAGES.namesRequired}
    >
      <NameFields
        gender={draft.gender}
        firstName={draft.firstName}
        lastName={draft.lastName}
        onChange={update}
        onRandomName={onRandomName}
        isGenerating={randomName.isPending}
        canGenerate={Boolean(draft.culturalRegion)}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="grid grid-cols-1 content-start gap-3">
          <RollTable table={ROLL_TABLES.culturalRegion} value={draft.culturalRegion} onChange={onRegion} />
          <NativeLanguagePicker />
        </div>
        <RollTable table={ROLL_TABLES.personalityTrait} {...trait} />
        <RollTable table={ROLL_TABLES.valuesMost} {...values} />
      </div>
    </WizardFrame>
  );
}
