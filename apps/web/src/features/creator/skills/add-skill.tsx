import {
  SPECIALTY_SKILL_BASES,
  SPECIALTY_SUGGESTIONS,
  type SpecialtySkillBase,
} from '@edgeforge/rules/data/skill-specialties';
import {
  PLAIN_SKILL_NAMES,
  SPECIALTY_NAME_MAX,
  skillKey,
  specialtySkillName,
} from '@edgeforge/rules/skill-names';
import { Plus } from 'lucide-react';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

const LABEL = 'font-mono text-xs uppercase tracking-wider text-neon-cyan';

interface AddSkillProps {
  /** The names already taken: they are not offered again. */
  readonly taken: readonly string[];
  /** Adds a skill at its first rank; false when the points for it are missing. */
  readonly onAdd: (name: string) => boolean;
  /** The first control, for the focus after a skill is removed. */
  readonly firstRef?: Ref<HTMLSelectElement>;
}

/**
 * Adds skills to a Complete Package character: any skill of the game by name, or a named instance of the
 * five that ask for one (Language (…), Local Expert (…), Martial Arts (…), Play Instrument (…), Science
 * (…)), as many instances as the player wants, with suggestions to pick or their own words.
 */
export function AddSkill({ taken, onAdd, firstRef }: AddSkillProps) {
  const id = useId();
  const takenKeys = new Set(taken.map(skillKey));
  const plain = PLAIN_SKILL_NAMES.filter((name) => !takenKeys.has(skillKey(name))).sort();
  const [skill, setSkill] = useState('');
  const [base, setBase] = useState<SpecialtySkillBase>('Language');
  const [specialty, setSpecialty] = useState('');
  const [problem, setProblem] = useState('');

  const addPlain = (event: FormEvent) => {
    event.preventDefault();
    const name = plain.includes(skill) ? skill : plain[0];
    if (!name) return;
    setProblem(onAdd(name) ? '' : `No skill points left for ${name}.`);
    setSkill('');
  };

  const addNamed = (event: FormEvent) => {
    event.preventDefault();
    const words = specialty.trim();
    if (!words) return setProblem(`Name the ${base} first, such as ${SPECIALTY_SUGGESTIONS[base][0]}.`);
    const name = specialtySkillName(base, words);
    if (takenKeys.has(skillKey(name))) return setProblem(`${name} is already on your list.`);
    if (!onAdd(name)) return setProblem(`No skill points left for ${name}.`);
    setProblem('');
    setSpecialty('');
  };

  return (
    <div className="grid grid-cols-1 gap-4 border border-line bg-void/40 p-3 md:grid-cols-2">
      <form onSubmit={addPlain} className="grid grid-cols-1 gap-1">
        <label htmlFor={`${id}-skill`} className={LABEL}>
          Add a skill
        </label>
        <div className="flex gap-2">
          <Select
            ref={firstRef}
            id={`${id}-skill`}
            value={skill || plain[0] || ''}
            onChange={(e) => setSkill(e.target.value)}
          >
            {plain.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="outline" aria-label="Add skill">
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </form>
      <form onSubmit={addNamed} className="grid grid-cols-1 gap-1">
        <span className={LABEL}>Add a named skill</span>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto]">
          <Select
            aria-label="Skill that takes a name"
            value={base}
            onChange={(event) => setBase(event.target.value as SpecialtySkillBase)}
          >
            {SPECIALTY_SKILL_BASES.map((option) => (
              <option key={option} value={option}>
                {option} (…)
              </option>
            ))}
          </Select>
          <Input
            aria-label={`Which ${base}`}
            list={`${id}-suggestions`}
            maxLength={SPECIALTY_NAME_MAX}
            placeholder={SPECIALTY_SUGGESTIONS[base][1] ?? SPECIALTY_SUGGESTIONS[base][0]}
            value={specialty}
            onChange={(event) => setSpecialty(event.target.value)}
          />
          <datalist id={`${id}-suggestions`}>
            {SPECIALTY_SUGGESTIONS[base].map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
          <Button type="submit" variant="outline" aria-label="Add named skill">
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </form>
      <p role="status" className="text-sm text-neon-yellow md:col-span-2">
        {problem}
      </p>
    </div>
  );
}
