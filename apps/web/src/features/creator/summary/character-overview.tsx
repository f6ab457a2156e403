import { type Draft, fullName } from '@edgeforge/contracts/draft';
import { METHOD_LABELS } from '@edgeforge/contracts/messages';
import { defaultAttributes } from '@edgeforge/rules/attributes';
import { characterNumbers } from '@edgeforge/rules/check/character-numbers';
import { DERIVED_STAT_KEYS, DERIVED_STAT_LABELS, deriveStats } from '@edgeforge/rules/derived';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { gearForRole, purchasedGear } from '@edgeforge/rules/gear';
import { ATTRIBUTE_KEYS, ROLE_ABILITY_STARTING_RANK } from '@edgeforge/rules/ids';
import { nativeLanguageSkillName } from '@edgeforge/rules/native-language';
import { ROLE_LIFEPATHS } from '@edgeforge/rules/role-lifepath';
import { getRole } from '@edgeforge/rules/roles';
import { programNames, roleAbilitySetupFacts } from '@edgeforge/rules/setup-facts';
import { sortSkillsByRanks } from '@edgeforge/rules/skills';
import { ROLL_TABLES, type RollTableField } from '@edgeforge/rules/tables';
import { type ReactNode, useId } from 'react';
import { Panel } from '../../../components/ui/panel.tsx';
import { CashLeft, InstalledCyberwareList } from '../common/purchase-lines.tsx';

/** Background answers in the order the screens ask them (valuesMost appears on two screens, once here). */
const BACKGROUND_FIELDS: readonly RollTableField[] = [
  'culturalRegion',
  'personalityTrait',
  'valuesMost',
  'clothingStyle',
  'hairstyle',
  'affectation',
  'valuedPossession',
  'peopleAttitude',
  'valuedPerson',
  'childhoodEnvironment',
  'familyBackground',
  'originalBackground',
  'lifeGoal',
  'lifeGoalB',
  'rockerBoyType',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 content-start gap-2">
      <h3 id={id} className="font-mono text-sm uppercase tracking-wider text-neon-magenta">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,11rem)_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The gear the character leaves with: the package's (none for the Complete Package) and the shop's. */
function gearOf(draft: Draft) {
  const bought = purchasedGear(draft.purchases ?? []);
  return draft.characterType === 'complete'
    ? bought
    : [...gearForRole(draft.selectedRole, draft.gearChoices ?? {}), ...bought];
}

/**
 * The whole character as the summary shows it: identity, role, lifepath, stats, skills, gear with the
 * shop's purchases, the cyberware installed and the cash left, fashion.
 */
export function CharacterOverview({ draft }: { draft: Draft }) {
  const role = getRole(draft.selectedRole);
  const attributes = draft.attributes ?? defaultAttributes(draft.selectedRole);
  // What the server will store: with cyberware counted once method, role and STATs are set.
  const numbers = characterNumbers(draft);
  const derived = numbers?.derived ?? deriveStats(attributes);
  const fashion = getFashionStyle(draft.fashionStyle);
  const questions = draft.selectedRole ? ROLE_LIFEPATHS[draft.selectedRole] : [];
  const roleAnswers = questions.filter((q) => draft.roleLifepath[q.id] !== undefined);
  const background = BACKGROUND_FIELDS.filter((field) => draft[field]);
  return (
    <Panel className="grid grid-cols-1 gap-6">
      <h2 className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan">
        {fullName(draft)}
      </h2>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Section title="Identity">
          <Facts
            rows={[
              ['Name', fullName(draft)],
              ['Gender', draft.gender === 'female' ? 'Female' : 'Male'],
              ['Method', draft.characterType ? METHOD_LABELS[draft.characterType] : ''],
              ['Role', role?.name ?? ''],
              ['Role Ability', role ? `${role.roleAbility.name} (rank ${ROLE_ABILITY_STARTING_RANK})` : ''],
              ...roleAbilitySetupFacts(draft.roleAbility),
              ...(draft.selectedRole === 'netrunner'
                ? ([['Programs', programNames(numbers?.inventory ?? []).join(', ')]] as const)
                : []),
              [
                'Native Language',
                draft.nativeLanguage ? `${nativeLanguageSkillName(draft.nativeLanguage)} (rank 4)` : '',
              ],
              ['Fashion', fashion?.name ?? ''],
            ]}
          />
        </Section>
        <Section title="Background">
          <Facts rows={background.map((field) => [ROLL_TABLES[field].title, draft[field]] as const)} />
        </Section>
        <Section title="Attributes">
          <ul className="grid grid-cols-5 gap-2 text-center">
            {ATTRIBUTE_KEYS.map((key) => (
              <li key={key} className="border border-line bg-void/60 p-1">
                <span className="block font-mono text-xs text-neon-yellow">{key}</span>
                <span className="font-display font-bold">{attributes[key]}</span>
              </li>
            ))}
          </ul>
          <Facts
            rows={DERIVED_STAT_KEYS.map((key) => {
              const { label, unit } = DERIVED_STAT_LABELS[key];
              return [label, `${derived[key]}${unit ? ` ${unit}` : ''}`] as const;
            })}
          />
        </Section>
        <Section title="Lifepath">
          <Facts
            rows={[
              ...draft.friends.map((f, i) => [`Friend ${i + 1}`, f.relationship ?? ''] as const),
              ...draft.enemies.map(
                (e, i) =>
                  [
                    `Enemy ${i + 1}`,
                    [e.enemyType, e.wronged && `wronged: ${e.wronged}`, e.causedBy, e.resources, e.action]
                      .filter(Boolean)
                      .join('; '),
                  ] as const,
              ),
              ...draft.loveAffairs.map((l, i) => [`Love Affair ${i + 1}`, l.event ?? ''] as const),
              ...roleAnswers.map((q) => [q.table.title, draft.roleLifepath[q.id]] as const),
            ]}
          />
          {draft.friends.length + draft.enemies.length + draft.loveAffairs.length === 0 ? (
            <p className="text-sm text-ink-muted">No friends, enemies or tragic love affairs.</p>
          ) : null}
        </Section>
        <Section title="Skills">
          <ul className="grid grid-cols-2 gap-x-4 text-sm">
            {sortSkillsByRanks(draft.skills).map((skill) => (
              <li key={skill.name} className="flex justify-between gap-2 border-b border-line/50">
                <span>{skill.name}</span>
                <span className="font-mono text-neon-yellow">{skill.ranks}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Gear">
          <ul className="grid grid-cols-1 gap-1 text-sm">
            {gearOf(draft).map((item) => (
              <li key={`${item.group}:${item.item}`}>
                {item.item}
                {item.ammo ? <span className="text-ink-muted"> ({item.ammo})</span> : null}
                {item.sp ? <span className="text-ink-muted"> (SP {item.sp})</span> : null}
              </li>
            ))}
          </ul>
          {numbers && numbers.cyberware.length > 0 ? (
            <InstalledCyberwareList pieces={numbers.cyberware} />
          ) : null}
          {numbers ? <CashLeft cash={numbers.cash} /> : null}
        </Section>
      </div>
    </Panel>
  );
}
