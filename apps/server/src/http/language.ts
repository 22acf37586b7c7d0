/**
 * The caller's language for the texts of an answer (issue 26, DECISIONS 44): the signed-in admin's
 * saved choice (admins.language, read by the admin guard with the rest of the row), else the
 * `Accept-Language` header (fil / tl → Filipino), else English. Refusals keep their `code` and their
 * `fields`' keys; their `message` and each field's message are given in that language, as is the
 * `message` of an answer that has one. Texts are found in the domain's catalogues by their English
 * wording (catalogueTextIn): every text the API sends already passed `userFacingMessage`, so it is a
 * catalogue text; one without a translation yet stays English.
 */
import { catalogueTextIn, isLanguage, type Language, languageFromAcceptLanguage } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.admin?.language;
  if (isLanguage(chosen)) return chosen;
  return languageFromAcceptLanguage(request.headers['accept-language']);
}

type Answer = {
  message?: unknown;
  error?: { message?: unknown; fields?: Record<string, unknown> };
};

function inLanguage(payload: Answer, language: Language): Answer {
  const text = (value: unknown) => (typeof value === 'string' ? catalogueTextIn(value, language) : value);
  const { error } = payload;
  if (error && typeof error === 'object') {
    const fields =
      error.fields && typeof error.fields === 'object'
        ? Object.fromEntries(Object.entries(error.fields).map(([key, value]) => [key, text(value)]))
        : undefined;
    return {
      ...payload,
      error: { ...error, message: text(error.message), ...(fields ? { fields } : {}) },
    };
  }
  if (typeof payload.message === 'string') return { ...payload, message: text(payload.message) };
  return payload;
}

/** Every JSON answer's texts in the caller's language (nothing to do for English, the catalogues' own). */
export function installLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const language = requestLanguage(request);
    return language === 'en' ? payload : inLanguage(payload as Answer, language);
  });
}
