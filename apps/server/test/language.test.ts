/**
 * Issue 26: refusals in the caller's language — English by default, Filipino with
 * `Accept-Language: fil` (or tl), and the signed-in admin's saved choice (PUT /api/me/language) first.
 */
import { type Dashboard, messages, messagesFil } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { backends, type ErrorJson, type TestAdmin, useTestApp } from './support.ts';

describe.each(backends)('refusals in the caller’s language on $name', (backend) => {
  const t = useTestApp(backend);
  const signIn = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/sign-in',
      headers,
      payload: { login: 'nobody-here', password: 'Wrong-password-1' },
    });
  const setLanguage = (admin: TestAdmin, language: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: { cookie: admin.cookie, ...headers },
      payload: { language },
    });
  /** A refusal of an admin route: a member that does not exist. */
  const missingMember = (admin: TestAdmin, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/members/00000000-0000-4000-8000-000000000000',
      headers: { cookie: admin.cookie, ...headers },
    });

  it('answers in English by default and in Filipino with Accept-Language: fil or tl', async () => {
    const english = await signIn();
    expect(english.statusCode).toBe(401);
    expect(english.json<ErrorJson>().error.message).toBe(messages.loginIncorrect);

    const filipino = await signIn({ 'accept-language': 'fil' });
    expect(filipino.statusCode).toBe(401);
    expect(filipino.json<ErrorJson>().error).toMatchObject({
      code: english.json<ErrorJson>().error.code,
      message: messagesFil.loginIncorrect,
    });
    const tagalog = await signIn({ 'accept-language': 'tl-PH,tl;q=0.9,en;q=0.8' });
    expect(tagalog.json<ErrorJson>().error.message).toBe(messagesFil.loginIncorrect);
    const preferEnglish = await signIn({ 'accept-language': 'en-US,en;q=0.9,fil;q=0.5' });
    expect(preferEnglish.json<ErrorJson>().error.message).toBe(messages.loginIncorrect);

    const noSession = await t.app.inject({
      method: 'GET',
      url: '/api/me/preferences',
      headers: { 'accept-language': 'fil' },
    });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json<ErrorJson>().error.message).toBe(messagesFil.notAuthenticated);
  });

  it('keeps the code and the fields’ keys, and words the fields’ messages too', async () => {
    const admin = await t.approvedAdmin();
    const refused = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/language',
        headers: { cookie: admin.cookie, ...headers },
        payload: { language: 'klingon' },
      });
    const english = (await refused({})).json<ErrorJson>().error;
    const filipino = (await refused({ 'accept-language': 'fil' })).json<ErrorJson>().error;
    expect(english.code).toBe('INVALID_INPUT');
    expect(filipino.code).toBe(english.code);
    expect(Object.keys(filipino.fields ?? {})).toEqual(Object.keys(english.fields ?? {}));
    expect(english.message).toBe(messages.invalidInput);
    expect(filipino.message).toBe(messagesFil.invalidInput);
    expect(Object.values(filipino.fields ?? {})).toEqual([messagesFil.invalidInput]);
  });

  it('follows the admin’s saved choice over Accept-Language, on every later request', async () => {
    const admin = await t.approvedAdmin();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: admin.cookie },
    });
    expect(me.json<{ language?: string }>().language).toBeUndefined();
    const unchosen = await missingMember(admin, { 'accept-language': 'fil' });
    expect(unchosen.json<ErrorJson>().error.message).toBe(messagesFil.memberNotFound);

    const saved = await setLanguage(admin, 'fil');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'fil' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: admin.cookie },
    });
    expect(again.json<{ language: string }>().language).toBe('fil');

    const notFound = await missingMember(admin, { 'accept-language': 'en' });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json<ErrorJson>().error.message).toBe(messagesFil.memberNotFound);

    await setLanguage(admin, 'en', { 'accept-language': 'fil' });
    const english = await missingMember(admin, { 'accept-language': 'fil' });
    expect(english.json<ErrorJson>().error.message).toBe(messages.memberNotFound);
  });

  it('words the dashboard’s latest activity in the caller’s language; the entries stay the same', async () => {
    const admin = await t.approvedAdmin();
    const latest = async (headers: Record<string, string>) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { cookie: admin.cookie, ...headers },
      });
      expect(answer.statusCode).toBe(200);
      return answer.json<Dashboard>().latestActivity;
    };
    const english = await latest({});
    const filipino = await latest({ 'accept-language': 'fil' });
    expect(english.length).toBeGreaterThan(0);
    expect(filipino.map((entry) => entry.id)).toEqual(english.map((entry) => entry.id));
    expect(filipino.map((entry) => entry.memberId)).toEqual(english.map((entry) => entry.memberId));
    expect(filipino.some((entry, i) => entry.sentence !== english[i]!.sentence)).toBe(true);
  });

  it('refuses a language the portal does not speak with 400, and keeps the saved choice', async () => {
    const admin = await t.approvedAdmin();
    expect((await setLanguage(admin, 'fil')).statusCode).toBe(200);
    for (const language of ['de', '', 'FIL']) {
      const refused = await setLanguage(admin, language);
      expect(refused.statusCode, language).toBe(400);
      expect(refused.json<ErrorJson>().error.code).toBe('INVALID_INPUT');
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/me',
      headers: { cookie: admin.cookie },
    });
    expect(me.json<{ language: string }>().language).toBe('fil');
  });
});
