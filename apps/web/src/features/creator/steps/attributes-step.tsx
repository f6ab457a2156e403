import { clampAttribute, defaultAttributes } from '@edgeforge/rules/attributes';
import { installedCyberware } from '@edgeforge/rules/cyberware/package-installs';
import { getRole, roleQuote } from '@edgeforge/rules/roles';
import { templateRow } from '@edgeforge/rules/templates';
import { useMemo } from 'react';
import { RollTable } from '../../../components/roll-table/roll-table.tsx';
import { ArtImage, roleArt } from '../components/art-image.tsx';
import { AttributesPanel } from '../components/attributes-panel.tsx';
import { DerivedStatsPanel } from '../components/derived-stats-panel.tsx';
import { RoleAbilityPanel } from '../components/role-ability-panel.tsx';
import { templateRollTable, templateRowOf, templateValue } from '../components/template-table.ts';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/** 'FORGE YOUR PAST': attributes, role ability, the role's image and quote, derived stats. */
export function AttributesStep() {
  const draft = useDraft();
  const { update } = useDraftActions();
  // The layout's guard guarantees a role here.
  const role = getRole(draft.selectedRole)!;
  const attributes = draft.attributes ?? defaultAttributes(role.id);
  const templates = useMemo(() => templateRollTable(role.id, role.name), [role.id, role.name]);

  return (
    <WizardFrame width="xl" subtitle={`${role.name}: the numbers behind the legend`}>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_1fr_minmax(0,20rem)]">
        <AttributesPanel
          attributes={attributes}
          // A hand-tuned STAT no longer matches any template row. The step reads the latest draft, so
          // presses faster than a render each count.
          onStep={(key, delta) =>
            update((latest) => {
              const current = latest.attributes ?? defaultAttributes(role.id);
              const value = clampAttribute(current[key] + delta);
              return { attributes: { ...current, [key]: value }, templateRow: null };
            })
          }
        />
        <RoleAbilityPanel role={role} />
        <figure className="grid grid-cols-1 gap-3 border border-line bg-panel-raised/80 p-3 clip-corner">
          <ArtImage src={roleArt(role.image)} alt={role.name} className="aspect-square w-full object-cover" />
          <blockquote className="font-display text-neon-magenta text-glow-magenta">
            “{roleQuote(role.id)}”
          </blockquote>
        </figure>
      </div>
      <DerivedStatsPanel
        attributes={attributes}
        cyberware={installedCyberware(
          draft.characterType ?? 'streetrat',
          role.id,
          draft.gearChoices ?? {},
          draft.cyberware,
        )}
      />
      <RollTable
        table={templates}
        value={templateValue(draft.templateRow)}
        autoPick={false}
        columns={2}
        onChange={(value) => {
          const row = templateRowOf(value);
          update({ templateRow: row, attributes: templateRow(role.id, row) });
        }}
      />
    </WizardFrame>
  );
}
