import { LIMITS } from '@edgeforge/contracts/limits';
import { describe, expect, it } from 'vitest';
import { bioPreviewOf } from './character-records.ts';

describe("bioPreviewOf: the list's Bio cell on /characters", () => {
  it('shows the short bio first', () => {
    expect(bioPreviewOf('A driver.', 'Long story.\nMore.')).toBe('A driver.');
  });

  it('falls back to the first line of the bio', () => {
    expect(bioPreviewOf(null, '\n  First line here.  \nSecond line.')).toBe('First line here.');
    expect(bioPreviewOf('   ', 'Only line')).toBe('Only line');
    expect(bioPreviewOf(null, 'One paragraph.\r\n\r\nAnother.')).toBe('One paragraph.');
  });

  it('is null when there is neither, so the list says there is no bio', () => {
    expect(bioPreviewOf(null, null)).toBeNull();
    expect(bioPreviewOf('', ' \n ')).toBeNull();
  });

  it("cuts a first line longer than the cell's preview with an ellipsis", () => {
    const preview = bioPreviewOf(null, `${'word '.repeat(100)}\nmore`);
    expect(preview).toHaveLength(LIMITS.bioPreviewMax);
    expect(preview?.endsWith('\u2026')).toBe(true);
    expect(bioPreviewOf(null, 'y'.repeat(LIMITS.bioPreviewMax))).toBe('y'.repeat(LIMITS.bioPreviewMax));
  });
});
