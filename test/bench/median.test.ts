import { describe, expect, it } from 'vitest';
import { median, medianLoad, percentile } from '../../scripts/bench/median.ts';

const run = (reqPerSec: number, p99: number, cpuMsPerRequest: number, failures: string | null = null) => ({
  reqPerSec,
  p50: p99 / 2,
  p99,
  requests: reqPerSec * 5,
  cpuMsPerRequest,
  failures,
});

describe('the median of the bench runs', () => {
  it('takes the middle value, the upper middle of an even count, and NaN of none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('takes a percentile of sorted values at floor(p/100 x count), the last at most, and NaN of none', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(51);
    expect(percentile(hundred, 99)).toBe(100);
    expect(percentile([1, 2, 3], 100)).toBe(3);
    expect(percentile([], 99)).toBeNaN();
  });

  it('takes each figure from its own median, so one disturbed run decides none of them', () => {
    const runs = [run(1000, 40, 1.0), run(400, 200, 2.5), run(900, 50, 1.1)];
    expect(medianLoad(runs)).toEqual({
      reqPerSec: 900,
      p50: 25,
      p99: 50,
      requests: 11_500,
      cpuMsPerRequest: 1.1,
      failures: null,
    });
  });

  it("keeps any run's failed requests, numbered by run, so that the budget still misses", () => {
    const runs = [run(1000, 40, 1), run(1000, 40, 1, 'timeouts 2'), run(1000, 40, 1)];
    expect(medianLoad(runs).failures).toBe('run 2: timeouts 2');
  });
});
