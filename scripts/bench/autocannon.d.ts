// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    min: number;
    max: number;
    average: number;
    mean: number;
    stddev: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** One connection of a run: what it sends can be changed per connection (`setupClient`). */
  export interface Client {
    setHeaders(headers: Record<string, string>): void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string | Buffer;
    pipelining?: number;
    /** Seconds. */
    timeout?: number;
    /** Called with each connection's client before it sends. */
    setupClient?: (client: Client) => void;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
