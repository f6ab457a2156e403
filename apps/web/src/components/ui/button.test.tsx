import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('renders a type=button <button> with the look of its variant and size', () => {
    render(
      <Button variant="outline" size="sm">
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('border-neon-cyan/70', 'h-8', 'px-3', 'uppercase');
  });

  it('gives the link look no size, so nothing fights its own height and padding', () => {
    render(
      <Button variant="link" size="lg">
        Need new credentials?
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Need new credentials?' });
    expect(button).toHaveClass('h-auto', 'p-0', 'text-base');
    expect(button).not.toHaveClass('h-12');
    expect(button).not.toHaveClass('px-7');
    expect(button).not.toHaveClass('uppercase');
  });

  it('with asChild renders its child with the button classes first, then the child’s own', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Button asChild size="lg" aria-describedby="hint" ref={ref as never}>
        <a href="/characters" className="w-full">
          View Characters
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View Characters' });
    expect(link).toHaveAttribute('href', '/characters');
    expect(link).toHaveAttribute('aria-describedby', 'hint');
    expect(link.className.endsWith(' w-full')).toBe(true);
    expect(link).toHaveClass('h-12', 'bg-neon-cyan');
    expect(ref.current).toBe(link);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when busy, says so, ignores clicks and keeps the focus', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save Character</Button>);
    const button = screen.getByRole('button', { name: 'Save Character' });
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={onClick} busy>
        Saving...
      </Button>,
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });

  it('when aria-disabled, does not submit its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" aria-disabled>
          Connect
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('grows every size to 44 px on touch screens', () => {
    render(
      <>
        <Button size="sm">Main Menu</Button>
        <Button size="icon-sm" aria-label="Raise Body" />
        <Button variant="link">Read More</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Main Menu' })).toHaveClass('touch:h-11');
    expect(screen.getByRole('button', { name: 'Raise Body' })).toHaveClass('touch:size-11');
    expect(screen.getByRole('button', { name: 'Read More' })).toHaveClass('touch:min-h-11');
  });
});
