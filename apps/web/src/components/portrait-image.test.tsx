import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE, PortraitImage } from './portrait-image.tsx';

describe('PortraitImage', () => {
  it('falls back to the placeholder and logs a warning when the image fails to load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <PortraitImage src="/storage/character-portraits/portraits/gone.png" alt="Portrait of Mara Voss" />,
    );
    const image = screen.getByRole('img', { name: 'Portrait of Mara Voss' });
    expect(image).toHaveAttribute('src', '/storage/character-portraits/portraits/gone.png');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('gone.png');
    // A failing placeholder does not loop or warn again.
    fireEvent.error(image);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('shows the placeholder when there is no portrait at all', () => {
    render(<PortraitImage src={null} alt="No portrait" />);
    expect(screen.getByRole('img', { name: 'No portrait' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
