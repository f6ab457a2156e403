import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
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
});
