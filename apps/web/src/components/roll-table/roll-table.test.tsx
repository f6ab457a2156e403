import { createRng, DICE_HIGHLIGHT_DELAYS_MS, planDiceRoll } from '@edgeforge/rules/dice';
import { ROLL_TABLES } from '@edgeforge/rules/tables';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RollTable } from './roll-table.tsx';

const table = ROLL_TABLES.hairstyle;
const SEED = 42;

function Harness({ initial, onChange }: { initial: string | null; onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <RollTable
      table={table}
      value={value}
      rng={createRng(SEED)}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const radio = (value: string) => screen.getByRole('radio', { name: new RegExp(`^\\d+ ${value}$`) });
const rollingRows = () => document.querySelectorAll('[data-rolling]');
const selectedRow = () => document.querySelector('[data-selected]');

afterEach(() => {
  vi.useRealTimers();
});

describe('RollTable', () => {
  it('picks and stores a random entry on first load when no value exists', () => {
    const onChange = vi.fn();
    render(<Harness initial={null} onChange={onChange} />);
    const expected = table.entries[Math.floor(createRng(SEED)() * table.entries.length)]!.value;
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(expected);
    expect(radio(expected)).toBeChecked();
  });

  it('keeps a stored value on load', () => {
    const onChange = vi.fn();
    render(<Harness initial="Bald" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    expect(radio('Bald')).toBeChecked();
  });

  it('shows four highlights at 100, 150, 200 and 250 ms, then settles on a different entry', () => {
    vi.useFakeTimers();
    const current = 'Bald';
    const onChange = vi.fn();
    render(<Harness initial={current} onChange={onChange} />);
    const currentIndex = table.entries.findIndex((e) => e.value === current);
    // The component's rng is a fresh createRng(SEED) that nothing has drawn from yet.
    const plan = planDiceRoll(createRng(SEED), table.entries.length, currentIndex);

    fireEvent.click(screen.getByRole('button', { name: 'Roll Hairstyle' }));
    act(() => vi.advanceTimersByTime(99));
    expect(rollingRows()).toHaveLength(0);

    let elapsed = 99;
    DICE_HIGHLIGHT_DELAYS_MS.forEach((atMs, step) => {
      act(() => vi.advanceTimersByTime(atMs - elapsed));
      elapsed = atMs;
      const rows = rollingRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toHaveTextContent(table.entries[plan.highlights[step]!.index]!.value);
    });
    expect(onChange).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(plan.settleAtMs - elapsed));
    const result = table.entries[plan.resultIndex]!;
    expect(result.value).not.toBe(current);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(result.value);
    expect(rollingRows()).toHaveLength(0);
    expect(radio(result.value)).toBeChecked();
    expect(screen.getByText(`Hairstyle: rolled ${result.roll}, ${result.value}`)).toBeInTheDocument();
  });

  it('ignores row clicks while the dice animate', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Harness initial="Bald" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll Hairstyle' }));
    act(() => vi.advanceTimersByTime(120));
    fireEvent.click(radio('Mohawk'));
    expect(onChange).not.toHaveBeenCalled();
    expect(radio('Bald')).toBeChecked();
    act(() => vi.advanceTimersByTime(500));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0]).not.toBe('Mohawk');
  });

  it('marks the selected row and the rolling row with different highlights', () => {
    vi.useFakeTimers();
    render(<Harness initial="Bald" />);
    fireEvent.click(screen.getByRole('button', { name: 'Roll Hairstyle' }));
    act(() => vi.advanceTimersByTime(100));
    const rolling = rollingRows()[0]!;
    const selected = selectedRow()!;
    expect(selected).toHaveTextContent('Bald');
    expect(rolling).not.toBe(selected);
    expect(rolling.className).toMatch(/neon-magenta/);
    expect(selected.className).toMatch(/neon-cyan/);
    expect(selected.className).not.toMatch(/neon-magenta/);
  });

  it('sets the value from a row click and from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="Bald" onChange={onChange} />);
    await user.click(screen.getByText('Mohawk'));
    expect(onChange).toHaveBeenLastCalledWith('Mohawk');
    expect(radio('Mohawk')).toBeChecked();

    radio('Striped').focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('Striped');
    expect(radio('Striped')).toBeChecked();
  });

  it('rolls from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="Bald" onChange={onChange} />);
    screen.getByRole('button', { name: 'Roll Hairstyle' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]![0]).not.toBe('Bald');
  });
});
