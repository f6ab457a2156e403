import { type Draft, emptyDraft } from '@edgeforge/contracts/draft';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { wizardStep } from '../../src/app/creator-routes.tsx';
import { draftKeys } from '../../src/features/creator/api/draft.ts';
import { WizardStepContext } from '../../src/features/creator/flow/wizard-step.ts';
import { CreatorLayout } from '../../src/features/creator/frame/creator-layout.tsx';
import { jsonResponse, renderWithProviders } from './render.tsx';

/** A request the stubbed server received. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  /** The size of the body as sent, in bytes (UTF-8). */
  readonly bodyBytes: number;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

/** The path of a wizard step, by its id in the app's step table. */
export function stepPath(stepId: string): string {
  return wizardStep(stepId).path;
}

/**
 * Renders one wizard screen at its path inside the real creator layout, with its row of the step table,
 * against a stubbed server holding `draft`. `handlers` answer other endpoints by path; every request is
 * recorded. `storedDraft` is what the server holds, `currentDraft` the wizard's working copy.
 */
export function renderStep(
  stepId: string,
  screen: ReactElement,
  options: {
    draft?: Partial<Draft>;
    handlers?: Record<string, Handler>;
    search?: string;
    state?: unknown;
  } = {},
) {
  let stored: Draft = { ...emptyDraft(), ...options.draft };
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const bodyBytes = typeof init?.body === 'string' ? new TextEncoder().encode(init.body).length : 0;
    const request = { method, url, body, bodyBytes };
    requests.push(request);
    if (url === '/api/draft') {
      if (method === 'GET') return jsonResponse({ draft: stored, updatedAt: null });
      if (method === 'PUT') stored = (body as { draft: Draft }).draft;
      return new Response(null, { status: 204 });
    }
    const handler = options.handlers?.[url];
    if (handler) return handler(request);
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const step = wizardStep(stepId);
  const result = renderWithProviders(<span />, {
    path: '/__unused',
    route: { pathname: step.path, search: options.search ?? '', state: options.state },
    // As the wizard's routes do (app/creator-routes.tsx): the step at its path, handed down as context.
    routes: [
      {
        element: (
          <WizardStepContext value={step}>
            <CreatorLayout />
          </WizardStepContext>
        ),
        children: [{ path: step.path, element: screen }],
      },
    ],
  });
  // The wizard's working copy: every change at once, before the debounced PUT stores it.
  const currentDraft = () => result.queryClient.getQueryData<Draft>(draftKeys.current)!;
  return { ...result, requests, storedDraft: () => stored, currentDraft };
}
