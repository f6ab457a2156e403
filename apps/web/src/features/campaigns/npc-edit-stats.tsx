import type { NpcBuildInput } from '@edgeforge/contracts/gm';
import { NPC_STAT_MIN, NPC_TIER_RULES } from '@edgeforge/rules/gm/npc-tiers';
import { ATTRIBUTE_KEYS, type AttributeKey } from '@edgeforge/rules/ids';
import { SKILL_CREATION_MAX } from '@edgeforge/rules/methods';
import { PLAIN_SKILL_NAMES } from '@edgeforge/rules/skill-names';
import { Button } from '../../components/ui/button.tsx';
import { NumberField } from '../../components/ui/number-field.tsx';
import { AddChoice } from './add-choice.tsx';

type Change = (next: NpcBuildInput) => void;

/** The ten STATs of an NPC being edited, each typed within its tier's range. */
export function NpcStatsFields({ build, onChange }: { build: NpcBuildInput; onChange: Change }) {
  const max = NPC_TIER_RULES[build.tier].statMax;
  const set = (key: AttributeKey, value: number) =>
    onChange({ ...build, attributes: { ...build.attributes, [key]: value } });
  return (
    <fieldset className="grid gap-2">
      <legend className="font-display text-sm uppercase tracking-wider text-neon-cyan">
        STATs ({NPC_STAT_MIN} to {max})
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {ATTRIBUTE_KEYS.map((key) => (
          <div key={key} className="flex items-center justify-between gap-2 font-mono text-sm">
            <span aria-hidden="true">{key}</span>
            <NumberField
              label={key}
              value={build.attributes[key]}
              min={NPC_STAT_MIN}
              max={max}
              onSet={(value) => set(key, value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The skills of an NPC being edited: each one's ranks, removing one, adding one by name. */
export function NpcSkillsFields({ build, onChange }: { build: NpcBuildInput; onChange: Change }) {
  const taken = new Set(build.skills.map((skill) => skill.name));
  const free = PLAIN_SKILL_NAMES.filter((name) => !taken.has(name));
  const setSkills = (skills: NpcBuildInput['skills']) => onChange({ ...build, skills });
  return (
    <fieldset className="grid gap-2">
      <legend className="font-display text-sm uppercase tracking-wider text-neon-cyan">
        Skills (0 to {SKILL_CREATION_MAX})
      </legend>
      <ul className="grid gap-1 sm:grid-cols-2">
        {build.skills.map((skill, index) => (
          <li
            key={`${skill.name}-${index}`}
            className="flex items-center justify-between gap-2 font-mono text-sm"
          >
            <span className="min-w-0 truncate">{skill.name}</span>
            <span className="flex items-center gap-1">
              <NumberField
                label={`${skill.name} ranks`}
                value={skill.ranks}
                min={0}
                max={SKILL_CREATION_MAX}
                onSet={(ranks) =>
                  setSkills(build.skills.map((other, at) => (at === index ? { ...other, ranks } : other)))
                }
              />
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={`Remove ${skill.name}`}
                onClick={() => setSkills(build.skills.filter((_, at) => at !== index))}
              >
                ×
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <AddChoice
        label="Skill to add"
        placeholder="Choose a skill"
        options={free.map((name) => ({ value: name, label: name }))}
        button="Add skill"
        onAdd={(name) => setSkills([...build.skills, { name, ranks: 2 }])}
      />
    </fieldset>
  );
}
