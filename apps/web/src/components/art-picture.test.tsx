import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtPicture } from './art-picture.tsx';

describe('ArtPicture', () => {
  it('offers AVIF, then WebP, at every width of its kind, with the PNG as the fallback', () => {
    const { container } = render(
      <ArtPicture name="roles/solo" kind="role" sizes="100vw" alt="Solo" loading="lazy" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/art/roles/solo-320.avif 320w, /art/roles/solo-640.avif 640w',
    );
    expect(sources[1]).toHaveAttribute('sizes', '100vw');
    const image = screen.getByRole('img', { name: 'Solo' });
    expect(image).toHaveAttribute('src', '/art/roles/solo.png');
    // The aspect ratio is known before the file arrives: no layout shift.
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '800');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
