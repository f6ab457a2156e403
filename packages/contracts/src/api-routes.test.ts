import { describe, expect, it } from 'vitest';
import { API_ROUTES, pathOf, requestOf } from './api-routes.ts';

describe('pathOf', () => {
  it('answers a path without parameters as it stands', () => {
    expect(pathOf(API_ROUTES.listCampaigns)).toBe('/api/campaigns');
  });

  it('fills in every parameter, URI-encoded', () => {
    expect(pathOf(API_ROUTES.removeMember, { id: 'a/b', userId: 'c d' })).toBe(
      '/api/campaigns/a%2Fb/members/c%20d',
    );
  });

  it('adds the query, URI-encoded, leaving out a missing value', () => {
    expect(pathOf(API_ROUTES.listCharacters, {}, { cursor: 'x=1&y', limit: null })).toBe(
      '/api/characters?cursor=x%3D1%26y',
    );
    expect(pathOf(API_ROUTES.listCharacters, {}, { cursor: null })).toBe('/api/characters');
  });

  it('refuses a path whose parameter is missing', () => {
    const untyped = pathOf as (route: { method: 'GET'; path: string }, params?: object) => string;
    expect(() => untyped(API_ROUTES.getCharacter, {})).toThrow('needs its parameter id');
  });
});

describe('requestOf', () => {
  it("answers the route's method beside its filled-in path", () => {
    expect(requestOf(API_ROUTES.retireCharacter, { id: 'c1' })).toEqual({
      method: 'POST',
      path: '/api/characters/c1/retire',
    });
  });
});

describe('API_ROUTES', () => {
  it('names each method and path once', () => {
    const keys = Object.values(API_ROUTES).map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
