import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './step-indicator.tsx';

describe('StepIndicator', () => {
  it('names the screen inside its phase: Background 3/9', () => {
    render(<StepIndicator phase="Background" progress={{ index: 3, total: 9 }} />);
    expect(screen.getByText(/^Step 3 of 8:/)).toHaveTextContent('Step 3 of 8: Background 3/9, screen 3 of 9');
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('Current: Background 3/9, screen 3 of 9');
  });

  it('adds nothing for a phase of one screen', () => {
    render(<StepIndicator phase="Skills" progress={{ index: 1, total: 1 }} />);
    expect(screen.getByText(/^Step 6 of 8:/)).toHaveTextContent(/^Step 6 of 8: Skills$/);
  });

  it('marks each phase with findings "needs attention", in words for screen readers too', () => {
    render(
      <StepIndicator
        phase="Skills"
        progress={{ index: 1, total: 1 }}
        attention={new Set(['Attributes', 'Skills'] as const)}
      />,
    );
    expect(screen.getAllByTestId('needs-attention')).toHaveLength(2);
    const items = screen.getAllByRole('listitem');
    expect(items[3]).toHaveTextContent('Done: Attributes, needs attention');
    expect(items[5]).toHaveTextContent('Current: Skills, needs attention');
    expect(items[4]).not.toHaveTextContent('needs attention');
    expect(screen.getByText(/^Needs attention:/)).toHaveTextContent('Needs attention: Attributes, Skills');
  });

  it('shows no mark when nothing needs attention', () => {
    render(<StepIndicator phase="Summary" progress={{ index: 1, total: 1 }} />);
    expect(screen.queryByTestId('needs-attention')).toBeNull();
    expect(screen.queryByText(/Needs attention/)).toBeNull();
  });
});
