import type { FullCharacter } from '@edgeforge/contracts/api';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { sessionCookieOf } from '@edgeforge/test-support/session-cookie';
import { RATE_LIMITS } from '../../src/domain/limits/rate-limits.ts';
import { TEST_PASSWORD } from './harness.ts';
import { SPAWNED_ORIGIN } from './spawned-server.ts';

/** One answer that was not the status the step expects (or no answer at all). */
export interface RequestFailure {
  step: string;
  status: number | 'network';
  detail: string;
}

/** A signed-in HTTP client of a spawned server that counts its requests and records failures. */
export class PlayerClient {
  cookie = '';
  requests = 0;
  readonly failures: RequestFailure[] = [];

  constructor(
    readonly baseUrl: string,
    /** The address the server sees: sent as X-Forwarded-For, trusted with TRUST_PROXY=true. */
    readonly ip: string,
  ) {}

  /** Sends one request; answers the parsed body when the status is `expected`, else records a failure. */
  async call<T>(
    step: string,
    method: string,
    path: string,
    expected: number,
    json?: unknown,
  ): Promise<T | null> {
    this.requests += 1;
    const headers: Record<string, string> = { origin: SPAWNED_ORIGIN, 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
      });
    } catch (error) {
      this.failures.push({ step, status: 'network', detail: String((error as Error).cause ?? error) });
      return null;
    }
    if (response.status !== expected) {
      const text = await response.text().catch(() => '');
      this.failures.push({ step, status: response.status, detail: text.slice(0, 300) });
      return null;
    }
    const cookie = sessionCookieOf(response);
    if (cookie) this.cookie = cookie;
    return (await response.json()) as T;
  }

  /** Records a wrong answer that came with the right status. */
  fail(step: string, detail: string) {
    this.failures.push({ step, status: 200, detail });
  }
}

/** Signs a new player up and in (a fresh session from the sign-in). Answers the user id or null. */
export async function signUpAndIn(client: PlayerClient, email: string, registrationCode: string) {
  const signUp = await client.call<{ user: { id: string } }>(
    'sign-up',
    'POST',
    '/api/auth/sign-up/email',
    200,
    {
      email,
      password: TEST_PASSWORD,
      registrationCode,
    },
  );
  if (!signUp) return null;
  client.cookie = '';
  const signIn = await client.call('sign-in', 'POST', '/api/auth/sign-in/email', 200, {
    email,
    password: TEST_PASSWORD,
  });
  return signIn && client.cookie ? signUp.user.id : null;
}

/** The server's per-user limit of each generation a player asks for. */
const GENERATION_RATE_LIMITS = {
  name: RATE_LIMITS.generateNamePerUser,
  bio: RATE_LIMITS.generateBioPerUser,
  portrait: RATE_LIMITS.generatePortraitPerUser,
};
type GenerationKind = keyof typeof GENERATION_RATE_LIMITS;
const GENERATION_KINDS = Object.keys(GENERATION_RATE_LIMITS) as GenerationKind[];
/** Slack on top of the window, so a request never lands in a window that is just closing. */
const PACING_MARGIN_MS = 250;

/**
 * Keeps one player's generation requests within the server's per-user limits, as a player who
 * reads the Retry-After would: request k+limit waits until a window has passed since request k
 * was answered (the server counted it before answering), so no fixed window ever holds more.
 */
export class GenerationPacer {
  private readonly answered = new Map<GenerationKind, number[]>();

  /** How long to wait before the next request of this kind. */
  waitMs(kind: GenerationKind, now = Date.now()): number {
    const { limit, windowMs } = GENERATION_RATE_LIMITS[kind];
    const times = this.answered.get(kind) ?? [];
    if (times.length < limit) return 0;
    const oldest = times[times.length - limit]!;
    return Math.max(0, oldest + windowMs + PACING_MARGIN_MS - now);
  }

  record(kind: GenerationKind, at = Date.now()) {
    const times = this.answered.get(kind) ?? [];
    times.push(at);
    this.answered.set(kind, times.slice(-GENERATION_RATE_LIMITS[kind].limit));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LoadOptions {
  baseUrl: string;
  registrationCode: string;
  players: number;
  durationMs: number;
  /** Distinguishes this run's e-mail addresses. */
  runId: string;
}

export interface PlayerResult {
  userId: string | null;
  requests: number;
  failures: RequestFailure[];
  /** Ids of the characters the server acknowledged with 201. */
  saved: string[];
  /** Ids the server confirmed retired. */
  retired: string[];
}

export interface LoadResult {
  players: number;
  requests: number;
  failures: (RequestFailure & { player: number })[];
  saved: string[];
  retired: string[];
  /** Saves of the player who saved least: every player should get through at least one. */
  fewestSaves: number;
  elapsedMs: number;
}

/**
 * One simulated player: signs up and in, then until the deadline (and at least once) generates a
 * name, a biography and a portrait, saves the character, checks the list shows every active one,
 * and retires every second character it saved. It keeps within the per-user generation limits,
 * and stops early when waiting for one would outlast the run.
 */
export async function runPlayer(
  index: number,
  options: LoadOptions,
  deadline: number,
): Promise<PlayerResult> {
  const client = new PlayerClient(
    options.baseUrl,
    `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  );
  const result: PlayerResult = {
    userId: null,
    requests: 0,
    failures: client.failures,
    saved: [],
    retired: [],
  };
  const email = `load-${options.runId}-${index}@example.test`;
  result.userId = await signUpAndIn(client, email, options.registrationCode);
  const pacer = new GenerationPacer();
  const generate = async <T>(kind: GenerationKind, path: string, body: unknown): Promise<T | null> => {
    await sleep(pacer.waitMs(kind));
    const answer = await client.call<T>(`generate-${kind}`, 'POST', `/api/functions/${path}`, 200, body);
    pacer.record(kind);
    return answer;
  };
  const active = new Set<string>();

  for (let cycle = 0; result.userId; cycle++) {
    if (cycle > 0) {
      // Waiting out a full generation limit would run past the end: this player is done.
      const wait = Math.max(...GENERATION_KINDS.map((kind) => pacer.waitMs(kind)));
      if (Date.now() + wait >= deadline) break;
      await sleep(wait);
    }
    const gender = (index + cycle) % 2 === 0 ? 'female' : 'male';
    const base = buildDraft({ gender });
    const name = await generate<{ firstName: string; lastName: string }>('name', 'generate-random-name', {
      gender,
      culturalRegion: base.culturalRegion,
    });
    if (!name) break;
    const draft = { ...base, firstName: name.firstName, lastName: name.lastName };
    const seed = index * 1_000 + cycle;
    const bio = await generate<{ bio: string; shortBio: string }>('bio', 'generate-character-bio', {
      characterData: draft,
      seed,
    });
    const portrait = await generate<{ portraitId: string }>('portrait', 'generate-character-portrait', {
      prompt: `${draft.firstName} ${draft.lastName}, a street samurai`,
      characterData: draft,
      seed,
    });
    if (!bio || !portrait) break;

    const saved = await client.call<{ character: FullCharacter }>('save', 'POST', '/api/characters', 201, {
      draft,
      bio: bio.bio,
      shortBio: bio.shortBio,
      // As the wizard does: the portrait the server generated is named by its id (decision 024).
      portraitId: portrait.portraitId,
    });
    if (!saved) break;
    result.saved.push(saved.character.id);
    active.add(saved.character.id);

    const list = await client.call<{ characters: { id: string }[] }>('list', 'GET', '/api/characters', 200);
    if (!list) break;
    const listed = new Set(list.characters.map((character) => character.id));
    const absent = [...active].filter((id) => !listed.has(id));
    if (absent.length > 0 || listed.size !== active.size) {
      client.fail('list', `listed ${listed.size}, expected ${active.size} (absent: ${absent.join(', ')})`);
    }

    if (result.saved.length % 2 === 0) {
      const id = saved.character.id;
      const retired = await client.call<{ character: FullCharacter }>(
        'retire',
        'POST',
        `/api/characters/${id}/retire`,
        200,
      );
      if (!retired) break;
      if (retired.character.status !== 'retired') client.fail('retire', `status ${retired.character.status}`);
      else {
        result.retired.push(id);
        active.delete(id);
      }
    }
  }
  result.requests = client.requests;
  return result;
}

/** Runs `players` players at once against one server for `durationMs` (each finishes its cycle). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const started = Date.now();
  const deadline = started + options.durationMs;
  // Players arrive over the first quarter of the run (at most 2 s), not all in one instant.
  const rampMs = Math.min(2_000, options.durationMs / 4);
  const results = await Promise.all(
    Array.from({ length: options.players }, async (_, index) => {
      await sleep((rampMs * index) / options.players);
      return runPlayer(index, options, deadline);
    }),
  );
  return {
    players: options.players,
    requests: results.reduce((sum, r) => sum + r.requests, 0),
    failures: results.flatMap((r, player) => r.failures.map((failure) => ({ ...failure, player }))),
    saved: results.flatMap((r) => r.saved),
    retired: results.flatMap((r) => r.retired),
    fewestSaves: Math.min(...results.map((r) => r.saved.length)),
    elapsedMs: Date.now() - started,
  };
}
