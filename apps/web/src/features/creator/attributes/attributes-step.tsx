import { installedCyberware } from '@edgeforge/rules/cyberware/package-installs';
import { NATIVE_LANGUAGE_RANK, nativeLanguageSkillName } from '@edgeforge/rules/native-language';
import { getRole, roleQuote } from '@edgeforge/rules/roles';
import type { ReactNode } from 'react';
import { Panel } from '../../../components/ui/panel.tsx';
import { cn } from '../../../lib/cn.ts';
import { ArtImage, roleArt } from '../common/art-image.tsx';
import { useDraft } from '../draft-context.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { RoleAbilityPanel } from '../role-ability/role-ability-panel.tsx';
import { RoleAbilitySetupEditor } from '../role-ability/role-ability-setup.tsx';
import { DerivedStatsPanel } from './derived-stats-panel.tsx';

/** The native language the cultural region gave, at its free rank 4 (chosen on the background screen). */
function NativeLanguage() {
  const draft = useDraft();
  return (
    <Panel accent="yellow" className="grid grid-cols-1 gap-1 text-sm">
      <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-yellow">
        Native Language
      </h2>
      {draft.nativeLanguage ? (
        <p data-testid="native-language">
          <span className="font-semibold">{nativeLanguageSkillName(draft.nativeLanguage)}</span> at rank{' '}
          {NATIVE_LANGUAGE_RANK}
          {draft.culturalRegion ? (
            <span className="block text-ink-muted">From your {draft.culturalRegion} origins.</span>
          ) : null}
        </p>
      ) : (
        <p>Choose your cultural region on the background screen: your native language comes from it.</p>
      )}
    </Panel>
  );
}

interface AttributesStepProps {
  /** The method's STATs: a template, column rolls, or a point-buy. */
  readonly stats: ReactNode;
  /** Shown below the derived stats (the Streetrat template table). */
  readonly after?: ReactNode;
  /** The STATs take the whole width above the other panels (the Edgerunner's ten columns). */
  readonly wide?: boolean;
}

/**
 * 'FORGE YOUR PAST': the method's STATs, the role ability at rank 4 with its set-up, the role's image and
 * quote, the native language, and derived stats that follow every change.
 */
export function AttributesStep({ stats, after, wide = false }: AttributesStepProps) {
  const draft = useDraft();
  // The layout's guard guarantees a role here.
  const role = getRole(draft.selectedRole)!;
  const method = draft.characterType ?? 'streetrat';
  const cyberware = installedCyberware(method, role.id, draft.gearChoices ?? {}, draft.cyberware);

  return (
    <WizardFrame width="xl" subtitle={`${role.name}: the numbers behind the legend`}>
      {wide ? stats : null}
      <div
        className={cn(
          'grid grid-cols-1 items-start gap-6',
          wide ? 'lg:grid-cols-[1fr_minmax(0,20rem)]' : 'lg:grid-cols-[1fr_1fr_minmax(0,20rem)]',
        )}
      >
        {wide ? null : stats}
        <RoleAbilityPanel role={role}>
          <RoleAbilitySetupEditor roleId={role.id} />
        </RoleAbilityPanel>
        <div className="grid grid-cols-1 gap-6">
          <figure className="grid grid-cols-1 gap-3 border border-line bg-panel-raised/80 p-3 clip-corner">
            <ArtImage
              {...roleArt(role.image)}
              sizes="(min-width: 1024px) 20rem, 100vw"
              alt={role.name}
              className="aspect-square w-full object-cover"
            />
            <blockquote className="font-display text-neon-magenta text-glow-magenta">
              “{roleQuote(role.id)}”
            </blockquote>
          </figure>
          <NativeLanguage />
        </div>
      </div>
      {draft.attributes ? (
        <DerivedStatsPanel attributes={draft.attributes} cyberware={cyberware} />
      ) : (
        <Panel accent="yellow">
          <h2 className="mb-2 font-display text-sm font-bold uppercase tracking-widest text-neon-yellow">
            Derived Stats
          </h2>
          <p className="text-ink-muted">Roll every STAT to see your derived stats.</p>
        </Panel>
      )}
      {after}
    </WizardFrame>
  );
}
