import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable } from './stacked-table.tsx';

const skills = [
  { name: 'Evasion', ranks: 6 },
  { name: 'Stealth', ranks: 2 },
];

function renderSkills() {
  return render(
    <StackedTable
      aria-label="Skills"
      rows={skills}
      rowKey={(skill) => skill.name}
      columns={[
        { header: 'Skill', bare: true, cell: (skill) => <span>{skill.name}</span> },
        { header: 'Ranks', cell: (skill) => <span>{skill.ranks}</span>, cardClassName: 'max-sm:col-span-2' },
      ]}
    />,
  );
}

describe('StackedTable', () => {
  it('stays one table, with explicit roles that survive the card layout’s change of display', () => {
    renderSkills();
    const table = screen.getByRole('table', { name: 'Skills' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Skill', 'Ranks']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getAllByRole('cell')).toHaveLength(2);
    for (const element of [table, ...rows, ...within(table).getAllByRole('cell')]) {
      expect(element).toHaveAttribute('role');
    }
  });

  it('labels a card’s cells with their column, hidden from screen readers, which read the header', () => {
    renderSkills();
    const [, evasion] = screen.getAllByRole('row');
    const [skill, ranks] = within(evasion!).getAllByRole('cell');
    // The bare column shows no label; the other shows its header on a phone only.
    expect(skill).toHaveTextContent(/^Evasion$/);
    expect(within(ranks!).getByText('Ranks')).toHaveAttribute('aria-hidden', 'true');
    expect(within(ranks!).getByText('Ranks')).toHaveClass('sm:hidden');
    expect(ranks).toHaveAccessibleName('6');
    expect(ranks).toHaveClass('max-sm:col-span-2');
  });
});
