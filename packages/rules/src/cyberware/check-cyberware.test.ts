import { describe, expect, it } from 'vitest';
import type { CyberwareId } from '../catalog/ids.ts';
import { allGearChoiceCombinations } from '../catalog/role-packages.ts';
import { ROLE_IDS } from '../ids.ts';
import { type CyberwareContext, checkCyberware } from './check-cyberware.ts';
import { installFixed, withRolledLoss } from './install.ts';
import { packageCyberware } from './package-installs.ts';
import type { InstalledCyberware } from './types.ts';

const CONTEXT: CyberwareContext = { emp: 10, body: 8 };

/** `key@host` installs cyberware:key with instance id `key` (or `key#n`) inside `host`. */
function build(...specs: string[]): InstalledCyberware[] {
  return specs.map((spec) => {
    const [name = '', host] = spec.split('@');
    const [key = ''] = name.split('#');
    return installFixed(`cyberware:${key}` as CyberwareId, name, host ?? null);
  });
}

function codes(installed: readonly InstalledCyberware[], context = CONTEXT) {
  return checkCyberware(installed, context).map((finding) => `${finding.code} ${finding.path}`);
}

describe('checkCyberware', () => {
  it.each(ROLE_IDS.flatMap((roleId) => allGearChoiceCombinations(roleId).map((c) => [roleId, c] as const)))(
    'accepts the %s package %o as installed at creation',
    (roleId, choices) => {
      expect(checkCyberware(packageCyberware(roleId, choices), { emp: 4, body: 3 })).toEqual([]);
    },
  );

  it('refuses an option beyond its foundation slots, with the room left in the message', () => {
    const eye = build(
      'cybereye',
      'teleoptics@cybereye',
      'microoptics@cybereye',
      'chyron@cybereye',
      'color-shift@cybereye',
    );
    expect(checkCyberware(eye, CONTEXT)).toEqual([
      {
        code: 'SLOTS_FULL',
        path: 'cyberware.4.foundationId',
        step: 'shop',
        message: 'No room for Color Shift in the Cybereye: 3 of 3 option slots are taken and it needs 1.',
      },
    ]);
    expect(codes(build('cybereye', 'microoptics@cybereye', 'dartgun@cybereye'))).toEqual([
      'SLOTS_FULL cyberware.2.foundationId',
    ]);
    expect(codes(build('cybereye', 'dartgun@cybereye'))).toEqual([]);
  });

  it('fills each body location up to 7 slots without a foundation', () => {
    const keys = [
      'biomonitor',
      'chemskin',
      'emp-threading',
      'light-tattoo',
      'shift-tacts',
      'skinwatch',
      'techhair',
    ];
    expect(codes(build(...keys))).toEqual([]);
    expect(codes(build(...keys, 'techhair#2'))).toEqual(['SLOTS_FULL cyberware.7.foundationId']);
  });

  it('refuses an option without its foundation, or in a foundation of another kind', () => {
    expect(checkCyberware(build('teleoptics'), CONTEXT)).toEqual([
      {
        code: 'FOUNDATION_MISSING',
        path: 'cyberware.0.foundationId',
        step: 'shop',
        message: 'TeleOptics must sit in a Cybereye.',
      },
    ]);
    expect(codes(build('cyberarm', 'teleoptics@cyberarm'))).toEqual([
      'FOUNDATION_MISSING cyberware.1.foundationId',
    ]);
    expect(codes(build('teleoptics@nowhere'))).toEqual(['FOUNDATION_MISSING cyberware.0.foundationId']);
    expect(codes(build('popup-shield'))).toEqual(['FOUNDATION_MISSING cyberware.0.foundationId']);
  });

  it('refuses a foundation or body-location piece placed inside another piece', () => {
    expect(codes(build('neural-link', 'cybereye@neural-link', 'techhair@neural-link'))).toEqual([
      'INSTALL_LOCATION_INVALID cyberware.1.foundationId',
      'INSTALL_LOCATION_INVALID cyberware.2.foundationId',
    ]);
  });

  it('needs a Chipware Socket for a chip, one chip per socket', () => {
    expect(codes(build('neural-link', 'skill-chip@neural-link'))).toEqual(['CHIP_NEEDS_SOCKET cyberware.1']);
    expect(codes(build('memory-chip'))).toEqual(['CHIP_NEEDS_SOCKET cyberware.0']);
    const socket = ['neural-link', 'chipware-socket@neural-link'];
    expect(codes(build(...socket, 'skill-chip@chipware-socket'))).toEqual([]);
    expect(codes(build(...socket, 'skill-chip@chipware-socket', 'pain-editor@chipware-socket'))).toEqual([
      'SLOTS_FULL cyberware.3.foundationId',
    ]);
  });

  it('installs paired options two by two, one in each eye or leg', () => {
    const eyes = ['cybereye#1', 'cybereye#2'];
    expect(codes(build(...eyes, 'anti-dazzle#a@cybereye#1', 'anti-dazzle#b@cybereye#2'))).toEqual([]);
    expect(checkCyberware(build(...eyes, 'anti-dazzle@cybereye#1'), CONTEXT)).toEqual([
      {
        code: 'PAIRED_OPTION_UNPAIRED',
        path: 'cyberware.2.itemId',
        step: 'shop',
        message: 'Anti-Dazzle comes in pairs: buy two and install one in each Cybereye.',
      },
    ]);
    expect(codes(build(...eyes, 'virtuality#a@cybereye#1', 'virtuality#b@cybereye#1'))).toEqual([
      'PAIRED_OPTION_UNPAIRED cyberware.3.foundationId',
    ]);
    const legs = ['cyberleg#1', 'cyberleg#2'];
    expect(codes(build(...legs, 'jump-booster#a@cyberleg#1', 'jump-booster#b@cyberleg#2'))).toEqual([]);
    expect(codes(build('cyberleg', 'skate-foot@cyberleg'))).toEqual([
      'PAIRED_OPTION_UNPAIRED cyberware.1.itemId',
    ]);
  });

  it('allows one speedware at a time', () => {
    const link = ['neural-link', 'sandevistan@neural-link'];
    expect(codes(build(...link))).toEqual([]);
    expect(checkCyberware(build(...link, 'kerenzikov@neural-link'), CONTEXT)).toEqual([
      {
        code: 'SPEEDWARE_LIMIT',
        path: 'cyberware.2.itemId',
        step: 'shop',
        message: 'Only one speedware at a time: Kerenzikov cannot join Sandevistan.',
      },
    ]);
  });

  it('fits natural-arm options in a natural arm, one per arm, while natural arms are left', () => {
    expect(codes(build('tool-hand', 'wolvers'))).toEqual([]);
    expect(codes(build('tool-hand', 'wolvers', 'rippers'))).toEqual(['SLOTS_FULL cyberware.2.foundationId']);
    expect(codes(build('cyberarm', 'wolvers', 'tool-hand'))).toEqual(['SLOTS_FULL cyberware.2.foundationId']);
    expect(codes(build('cyberarm#1', 'cyberarm#2', 'wolvers'))).toEqual([
      'SLOTS_FULL cyberware.2.foundationId',
    ]);
    expect(codes(build('talon-foot', 'standard-foot'))).toEqual([]);
    expect(codes(build('cyberleg#1', 'cyberleg#2', 'talon-foot'))).toEqual([
      'SLOTS_FULL cyberware.2.foundationId',
    ]);
  });

  it('lets borgware make room: two more cyberarms, five more eyes, five more audio options', () => {
    const arms = ['cyberarm#1', 'cyberarm#2', 'cyberarm#3'];
    expect(codes(build(...arms))).toEqual(['FOUNDATION_DUPLICATE cyberware.2.itemId']);
    expect(codes(build('artificial-shoulder-mount', ...arms, 'wolvers'))).toEqual([]);
    expect(codes(build('artificial-shoulder-mount', ...arms, 'cyberarm#4', 'wolvers'))).toEqual([
      'SLOTS_FULL cyberware.5.foundationId',
    ]);
    const eyes = ['cybereye#1', 'cybereye#2', 'cybereye#3'];
    expect(codes(build(...eyes))).toEqual(['FOUNDATION_DUPLICATE cyberware.2.itemId']);
    expect(codes(build('multioptic-mount', ...eyes))).toEqual([]);
    const audio = [
      'cyberaudio-suite',
      ...['a', 'b', 'c', 'd'].map((n) => `level-damper#${n}@cyberaudio-suite`),
    ];
    expect(codes(build(...audio))).toEqual(['SLOTS_FULL cyberware.4.foundationId']);
    expect(codes(build('sensor-array', ...audio))).toEqual([]);
  });

  it('allows one Neural Link, one Cyberaudio Suite and one of each borgware', () => {
    expect(checkCyberware(build('neural-link#1', 'neural-link#2'), CONTEXT)).toEqual([
      {
        code: 'FOUNDATION_DUPLICATE',
        path: 'cyberware.1.itemId',
        step: 'shop',
        message: 'Only one Neural Link can be installed.',
      },
    ]);
    expect(codes(build('cyberaudio-suite#1', 'cyberaudio-suite#2'))).toEqual([
      'FOUNDATION_DUPLICATE cyberware.1.itemId',
    ]);
    expect(codes(build('sensor-array#1', 'sensor-array#2'))).toEqual([
      'FOUNDATION_DUPLICATE cyberware.1.itemId',
    ]);
  });

  it('needs a Neural Link for the Subdermal Grip', () => {
    expect(codes(build('subdermal-grip'))).toEqual(['FOUNDATION_MISSING cyberware.0.itemId']);
    expect(codes(build('neural-link', 'subdermal-grip'))).toEqual([]);
  });

  it('needs BODY and Grafted Muscle and Bone Lace before a Linear Frame, and only one frame', () => {
    const sigma = ['grafted-muscle-and-bone-lace', 'implanted-linear-frame-sigma'];
    expect(codes(build(...sigma), { emp: 10, body: 6 })).toEqual([]);
    expect(checkCyberware(build(...sigma), { emp: 10, body: 5 })).toEqual([
      {
        code: 'BODY_REQUIREMENT',
        path: 'cyberware.1.itemId',
        step: 'shop',
        message:
          'Implanted Linear Frame ∑ (Sigma) needs BODY 6 and 1 Grafted Muscle and Bone Lace first (BODY 5, 1 installed).',
      },
    ]);
    expect(codes(build('implanted-linear-frame-sigma'), { emp: 10, body: 8 })).toEqual([
      'BODY_REQUIREMENT cyberware.0.itemId',
    ]);
    expect(codes(build(...sigma, 'implanted-linear-frame-beta'), { emp: 10, body: 8 })).toEqual([
      'FOUNDATION_DUPLICATE cyberware.2.itemId',
      'BODY_REQUIREMENT cyberware.2.itemId',
    ]);
  });

  it('takes the fixed Humanity Loss, or a roll within the dice, and nothing for zero-loss pieces', () => {
    const [link] = build('neural-link');
    if (!link) throw new Error('no link');
    const rolled = (total: number) => withRolledLoss(link, { dice: [], total });
    expect(codes([rolled(2)])).toEqual([]);
    expect(codes([rolled(12)])).toEqual([]);
    expect(codes([rolled(13)])).toEqual(['HUMANITY_LOSS_INVALID cyberware.0.humanityLoss']);
    expect(codes([{ ...link, humanityLoss: 6 }])).toEqual(['HUMANITY_LOSS_INVALID cyberware.0.humanityLoss']);
    expect(codes([{ ...link, humanityLoss: 7.5, rolled: true }])).toEqual([
      'HUMANITY_LOSS_INVALID cyberware.0.humanityLoss',
    ]);
    expect(checkCyberware([{ ...link, humanityLoss: 1 }], CONTEXT)[0]?.message).toBe(
      'Neural Link costs 7 Humanity, or a roll of 2d6 (2 to 12); 1 does not fit.',
    );
    const [hair] = build('techhair');
    if (!hair) throw new Error('no hair');
    expect(codes([{ ...hair, humanityLoss: 2, rolled: true }])).toEqual([
      'HUMANITY_LOSS_INVALID cyberware.0.humanityLoss',
    ]);
  });

  it('refuses the install that would take Humanity to 0 or below', () => {
    // EMP 3: 30 - 7 (Neural Link) - 7 (Sandevistan) - 14 (Grafted Muscle) = 2, then a Cyberarm.
    const chrome = build('neural-link', 'sandevistan@neural-link', 'grafted-muscle-and-bone-lace');
    expect(codes(chrome, { emp: 3, body: 6 })).toEqual([]);
    expect(checkCyberware([...chrome, ...build('cyberarm')], { emp: 3, body: 6 })).toEqual([
      {
        code: 'HUMANITY_DEPLETED',
        path: 'cyberware.3',
        step: 'shop',
        message:
          'Installing Cyberarm would take Humanity to -5: it must stay above 0, or the chrome takes the character.',
      },
    ]);
    expect(codes(build('neural-link', 'interface-plugs@neural-link'), { emp: 2, body: 6 })).toEqual([]);
    expect(
      codes(build('neural-link', 'interface-plugs@neural-link', 'cybereye'), { emp: 2, body: 6 }),
    ).toEqual(['HUMANITY_DEPLETED cyberware.2']);
  });

  it('reports unknown pieces and repeated instance ids, and points at the step asked for', () => {
    const bogus = { ...installFixed('cyberware:wolvers', 'w'), itemId: 'cyberware:laser-eyes' as never };
    expect(codes([bogus, ...build('wolvers', 'wolvers')])).toEqual([
      'CYBERWARE_UNKNOWN cyberware.0.itemId',
      'CYBERWARE_INSTANCE_DUPLICATE cyberware.2.instanceId',
    ]);
    const [finding] = checkCyberware(build('teleoptics'), { ...CONTEXT, step: 'gear' });
    expect(finding?.step).toBe('gear');
  });
});
