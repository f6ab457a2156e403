import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useLocalValue } from './use-local-value.ts';

/**
 * A field whose outside copy (a store that answers late) is replaced by hand: `echo` hands the store's
 * value back to the field as the store would, and `setOutside` is a change from elsewhere.
 */
function Harness({ pushes }: { pushes: string[] }) {
  const [outside, setOutside] = useState('');
  const [value, change] = useLocalValue(outside, (next) => {
    pushes.push(next);
  });
  return (
    <>
      <input aria-label="name" value={value} onChange={(event) => change(event.target.value)} />
      <button type="button" onClick={() => setOutside(pushes[0] ?? '')}>
        echo oldest
      </button>
      <button type="button" onClick={() => setOutside(pushes.at(-1) ?? '')}>
        echo latest
      </button>
      <button type="button" onClick={() => setOutside('Nova')}>
        outside change
      </button>
    </>
  );
}

describe('useLocalValue', () => {
  it('keeps what was typed when the outside echoes an older value late', async () => {
    const user = userEvent.setup();
    const pushes: string[] = [];
    render(<Harness pushes={pushes} />);
    const field = screen.getByRole('textbox', { name: 'name' });
    await user.type(field, 'Kira');
    expect(pushes).toEqual(['K', 'Ki', 'Kir', 'Kira']);
    await user.click(screen.getByRole('button', { name: 'echo oldest' }));
    expect(field).toHaveValue('Kira');
    await user.click(screen.getByRole('button', { name: 'echo latest' }));
    expect(field).toHaveValue('Kira');
  });

  it('takes a change that comes from outside', async () => {
    const user = userEvent.setup();
    render(<Harness pushes={[]} />);
    const field = screen.getByRole('textbox', { name: 'name' });
    await user.type(field, 'Ki');
    await user.click(screen.getByRole('button', { name: 'outside change' }));
    expect(field).toHaveValue('Nova');
    await user.type(field, 'k');
    expect(field).toHaveValue('Novak');
  });

  it('keeps the cursor where the player put it', async () => {
    const user = userEvent.setup();
    render(<Harness pushes={[]} />);
    const field = screen.getByRole('textbox', { name: 'name' }) as HTMLInputElement;
    await user.type(field, 'Kiroshi');
    await user.keyboard('{Home}XY');
    expect(field).toHaveValue('XYKiroshi');
    expect(field.selectionStart).toBe(2);
  });
});
