import { describe, expect, it } from 'vitest';
import { findCyberware } from '../catalog/catalog.ts';
import type { CyberwareId } from '../catalog/ids.ts';
import { installFixed } from './install.ts';
import { type CyberwareNode, cyberwareTree, unhostedPlaceLabel } from './layout.ts';
import { packageCyberware } from './package-installs.ts';

/** A node as `label used/capacity [children]`, for readable expectations. */
function outline(node: CyberwareNode): unknown {
  const slots = node.slots ? ` ${node.slots.used}/${node.slots.capacity}` : '';
  return node.children.length > 0
    ? [`${node.label}${slots}`, node.children.map(outline)]
    : `${node.label}${slots}`;
}

const piece = (key: string, instanceId: string, foundationId: string | null = null) =>
  installFixed(`cyberware:${key}` as CyberwareId, instanceId, foundationId);

describe('unhostedPlaceLabel', () => {
  it.each([
    ['cyberware:cybereye', 'An eye socket, in the head'],
    ['cyberware:cyberaudio-suite', 'The head, in place of the inner ears'],
    ['cyberware:neural-link', 'The nervous system, along the spine'],
    ['cyberware:cyberarm', 'A shoulder, in place of an arm'],
    ['cyberware:cyberleg', 'A hip, in place of a leg'],
    ['cyberware:sensor-array', 'The body'],
    ['cyberware:wolvers', 'A natural arm'],
    ['cyberware:skinwatch', 'Fashionware'],
    ['cyberware:skin-weave', 'External body'],
  ])('puts %s in "%s"', (id, label) => {
    const item = findCyberware(id);
    if (!item) throw new Error(`${id} is not in the catalogue`);
    expect(unhostedPlaceLabel(item)).toBe(label);
  });
});

describe('cyberwareTree', () => {
  it("shows a Streetrat Tech's package: the Cybereye with MicroOptics, Skinwatch, the Tool Hand", () => {
    expect(cyberwareTree(packageCyberware('tech')).map(outline)).toEqual([
      ['Cybereye 1/3', ['MicroOptics']],
      ['Fashionware 1/7', ['Skinwatch']],
      'Internal body 0/7',
      'External body 0/7',
      ['Natural arms 1/2', ['Tool Hand']],
      'Natural legs 0/2',
    ]);
  });

  it('nests a chip in its socket in the Neural Link, and numbers pieces installed twice', () => {
    const chrome = [
      piece('neural-link', 'link'),
      piece('chipware-socket', 'socket', 'link'),
      piece('skill-chip', 'chip', 'socket'),
      piece('cybereye', 'eye-a'),
      piece('cybereye', 'eye-b'),
      piece('teleoptics', 'tele', 'eye-b'),
    ];
    expect(cyberwareTree(chrome).slice(0, 3).map(outline)).toEqual([
      ['Neural Link 1/5', [['Chipware Socket 1/1', ['Skill Chip']]]],
      'Cybereye 1 0/3',
      ['Cybereye 2 1/3', ['TeleOptics']],
    ]);
  });

  it('counts borgware room and the natural limbs cyberlimbs leave', () => {
    const chrome = [
      piece('sensor-array', 'array'),
      piece('cyberaudio-suite', 'audio'),
      piece('cyberarm', 'arm'),
      piece('wolvers', 'claws'),
    ];
    const tree = cyberwareTree(chrome);
    expect(tree.find((node) => node.key === 'audio')?.slots).toEqual({ used: 0, capacity: 8 });
    expect(tree.find((node) => node.key === 'natural-arm')?.slots).toEqual({ used: 1, capacity: 1 });
    expect(tree[0]).toMatchObject({ label: 'Sensor Array', slots: null, children: [] });
  });

  it('lists a piece that sits nowhere valid, or is unknown, on its own at the end', () => {
    const chrome = [
      piece('teleoptics', 'lost', 'gone'),
      { ...piece('wolvers', 'odd'), itemId: 'cyberware:x' },
    ];
    expect(cyberwareTree(chrome).slice(-2).map(outline)).toEqual(['TeleOptics', 'cyberware:x']);
  });
});
