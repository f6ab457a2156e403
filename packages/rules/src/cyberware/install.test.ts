import { describe, expect, it } from 'vitest';
import { checkInstall, installFixed, installTargets } from './install.ts';
import { packageCyberware } from './package-installs.ts';

const CONTEXT = { emp: 6, body: 6 };

describe('installFixed', () => {
  it('takes the fixed Humanity Loss, not rolled', () => {
    expect(installFixed('cyberware:teleoptics', 't', 'eye')).toEqual({
      instanceId: 't',
      itemId: 'cyberware:teleoptics',
      foundationId: 'eye',
      humanityLoss: 3,
      rolled: false,
    });
    expect(installFixed('cyberware:light-tattoo', 'l').humanityLoss).toBe(0);
  });
});

describe('checkInstall', () => {
  const eyes = [installFixed('cyberware:cybereye', 'left'), installFixed('cyberware:cybereye', 'right')];

  it('allows an install that breaks no rule', () => {
    expect(checkInstall(eyes, installFixed('cyberware:teleoptics', 't', 'left'), CONTEXT)).toEqual([]);
  });

  it('refuses an install that would take Humanity to 0, with a clear message', () => {
    const chrome = [
      installFixed('cyberware:neural-link', 'nl'),
      installFixed('cyberware:sandevistan', 's', 'nl'),
    ];
    expect(checkInstall(chrome, installFixed('cyberware:cybersnake', 'c'), { emp: 2, body: 6 })).toEqual([
      {
        code: 'HUMANITY_DEPLETED',
        path: 'cyberware.2',
        step: 'shop',
        message:
          'Installing Cybersnake would take Humanity to -8: it must stay above 0, or the chrome takes the character.',
      },
    ]);
  });

  it('refuses an install that breaks a piece already in place', () => {
    const hands = [installFixed('cyberware:wolvers', 'w'), installFixed('cyberware:tool-hand', 't')];
    expect(checkInstall(hands, installFixed('cyberware:cyberarm', 'arm'), CONTEXT)).toEqual([
      expect.objectContaining({ code: 'SLOTS_FULL', path: 'cyberware.1.foundationId' }),
    ]);
  });

  it('does not repeat what was already wrong before', () => {
    const broken = [installFixed('cyberware:teleoptics', 't')];
    expect(checkInstall(broken, installFixed('cyberware:techhair', 'h'), CONTEXT)).toEqual([]);
  });
});

describe('installTargets', () => {
  it('offers every foundation of the right kind with room left', () => {
    const eyes = [installFixed('cyberware:cybereye', 'left'), installFixed('cyberware:cybereye', 'right')];
    expect(installTargets(eyes, 'cyberware:teleoptics', CONTEXT)).toEqual(['left', 'right']);
    const leftFull = [...eyes, installFixed('cyberware:dartgun', 'd', 'left')];
    expect(installTargets(leftFull, 'cyberware:teleoptics', CONTEXT)).toEqual(['right']);
  });

  it('offers the body for foundations and body-location pieces, a natural arm for natural-arm options', () => {
    expect(installTargets([], 'cyberware:cybereye', CONTEXT)).toEqual([null]);
    expect(installTargets([], 'cyberware:techhair', CONTEXT)).toEqual([null]);
    const arm = [installFixed('cyberware:cyberarm', 'arm')];
    expect(installTargets(arm, 'cyberware:wolvers', CONTEXT)).toEqual([null, 'arm']);
  });

  it('offers nothing without a foundation, or when Humanity would run out', () => {
    expect(installTargets([], 'cyberware:teleoptics', CONTEXT)).toEqual([]);
    expect(installTargets([], 'cyberware:cybersnake', { emp: 1, body: 6 })).toEqual([]);
  });
});

describe('packageCyberware', () => {
  it('installs the options of a package in its foundations, natural-arm options in a natural arm', () => {
    expect(packageCyberware('rockerboy').map((p) => [p.itemId, p.foundationId])).toEqual([
      ['cyberware:cyberaudio-suite', null],
      ['cyberware:audio-recorder', 'package-1'],
      ['cyberware:chemskin', null],
      ['cyberware:techhair', null],
    ]);
    expect(packageCyberware('tech').map((p) => [p.instanceId, p.itemId, p.foundationId])).toEqual([
      ['package-1', 'cyberware:cybereye', null],
      ['package-2', 'cyberware:microoptics', 'package-1'],
      ['package-3', 'cyberware:skinwatch', null],
      ['package-4', 'cyberware:tool-hand', null],
    ]);
  });

  it('follows the gear choices', () => {
    expect(packageCyberware('solo', { 'solo-cyberware': 'wolvers' }).map((p) => p.itemId)).toEqual([
      'cyberware:biomonitor',
      'cyberware:neural-link',
      'cyberware:wolvers',
    ]);
    expect(packageCyberware('lawman').every((p) => !p.rolled)).toBe(true);
  });
});
