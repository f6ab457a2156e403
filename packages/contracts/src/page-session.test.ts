import { describe, expect, it } from 'vitest';
import {
  fillPageCharacter,
  fillPageId,
  fillPageSession,
  isPageId,
  PAGE_CHARACTER_SLOT,
  PAGE_EMAIL_MARK,
  PAGE_ID_MARK,
  PAGE_NAME_MARK,
  PAGE_SESSION_SLOT,
} from './page-session.ts';

const PAGE = `<html><head>${PAGE_SESSION_SLOT}</head><body><div id="root"></div></body></html>`;

/** The JSON between the filled element's tags. */
const embedded = (html: string) =>
  html.slice(html.indexOf('>', html.indexOf('<script')) + 1, html.indexOf('</script>'));

describe('fillPageSession', () => {
  it("carries the user as better-auth's session answer", () => {
    const html = fillPageSession(PAGE, { id: 'u1', email: 'v@night.city', name: 'V' });
    expect(JSON.parse(embedded(html))).toEqual({ user: { id: 'u1', email: 'v@night.city', name: 'V' } });
    expect(html.startsWith('<html><head><script type="application/json"')).toBe(true);
    expect(html.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
  });

  it('keeps a name that tries to close the element as text, the same name once parsed', () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const html = fillPageSession(PAGE, { id: 'u1', email: 'v@night.city', name });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(embedded(html)).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(embedded(html)).user.name).toBe(name);
  });

  it("keeps a name with replacement patterns ($&, $', $`) as it is, inside the one element", () => {
    const name = "$& $' $` $$";
    const html = fillPageSession(PAGE, { id: 'u1', email: 'v@night.city', name });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(embedded(html)).user.name).toBe(name);
  });

  it('sends only the fields the page reads', () => {
    const user = { id: 'u1', email: 'v@night.city', name: 'V', emailVerified: true, role: 'admin' };
    expect(JSON.parse(embedded(fillPageSession(PAGE, user))).user).toEqual({
      id: 'u1',
      email: 'v@night.city',
      name: 'V',
    });
  });

  it("puts the user's e-mail address, escaped as HTML, wherever the markup shows the build's mark", () => {
    const page = PAGE.replace(
      '<div id="root"></div>',
      `<div id="root"><span>${PAGE_EMAIL_MARK}</span><a title="${PAGE_EMAIL_MARK}">x</a></div>`,
    );
    const email = `"<b>v</b>"&'@night.city`;
    const html = fillPageSession(page, { id: 'u1', email, name: 'V' });
    expect(html).not.toContain(PAGE_EMAIL_MARK);
    const escaped = '&quot;&lt;b&gt;v&lt;/b&gt;&quot;&amp;&#39;@night.city';
    expect(html).toContain(`<span>${escaped}</span><a title="${escaped}">x</a>`);
    expect(html).not.toContain('<b>');
    expect(JSON.parse(embedded(html)).user.email).toBe(email);
  });

  it('refuses a page without the element', () => {
    expect(() => fillPageSession('<html></html>', { id: 'u1', email: 'v@night.city', name: 'V' })).toThrow(
      /no edgeforge-session element/,
    );
  });
});

describe('fillPageId', () => {
  const id = '334d8114-e173-4eeb-9ba3-ff51ea1ce720';

  it('puts the id wherever the build wrote the mark', () => {
    const html = `<a href="/character/${PAGE_ID_MARK}">x</a>{"reads":["/api/characters/${PAGE_ID_MARK}/play"]}`;
    expect(fillPageId(html, id)).toBe(
      `<a href="/character/${id}">x</a>{"reads":["/api/characters/${id}/play"]}`,
    );
  });

  it.each(['', 'x', `${id}"`, `${id}<`, id.toUpperCase(), ` ${id}`, PAGE_ID_MARK])(
    'refuses %j, which is no id the server makes',
    (bad) => {
      expect(isPageId(bad)).toBe(false);
      expect(() => fillPageId(PAGE_ID_MARK, bad)).toThrow('not a character id');
    },
  );
});

describe('fillPageCharacter', () => {
  const id = '334d8114-e173-4eeb-9ba3-ff51ea1ce720';
  const page = `<head>${PAGE_CHARACTER_SLOT}</head><h1>${PAGE_NAME_MARK}: At the Table</h1><a href="/c/${PAGE_ID_MARK}">`;
  const slotJson = (html: string) =>
    html.slice(html.indexOf('>', html.indexOf('<script')) + 1, html.indexOf('</script>'));

  it("names the character in the heading, and carries its id and name for the view's first render", () => {
    const html = fillPageCharacter(page, id, '  Mara Voss ');
    expect(html).toContain('<h1>Mara Voss: At the Table</h1>');
    expect(html).toContain(`<a href="/c/${id}">`);
    expect(JSON.parse(slotJson(html))).toEqual({ id, name: 'Mara Voss' });
  });

  it('keeps the plain "At the Table" for a character out of reach or a blank name', () => {
    for (const name of [null, '   ']) {
      const html = fillPageCharacter(page, id, name);
      expect(html).toContain('<h1>At the Table</h1>');
      expect(html).not.toContain(PAGE_NAME_MARK);
      expect(JSON.parse(slotJson(html))).toEqual({ id, name: '' });
    }
  });

  it('keeps a name with markup or replacement patterns as text, the same name once parsed', () => {
    const name = "</script><b>$& $' $$</b>\u2028x";
    const html = fillPageCharacter(page, id, name);
    expect(html).toContain(
      '<h1>&lt;/script&gt;&lt;b&gt;$&amp; $&#39; $$&lt;/b&gt;\u2028x: At the Table</h1>',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(slotJson(html)).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(slotJson(html)).name).toBe(name);
  });

  it('throws for a page without the slot or an id that is no character id', () => {
    expect(() => fillPageCharacter('<h1></h1>', id, 'V')).toThrow('edgeforge-character');
    expect(() => fillPageCharacter(page, 'x', 'V')).toThrow('not a character id');
  });
});
