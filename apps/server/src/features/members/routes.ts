import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  archivedListQuerySchema,
  idCardsQuerySchema,
  idCardsSchema,
  type MemberDetail,
  memberDetailQuerySchema,
  memberFindQuerySchema,
  memberFindSchema,
  memberIdParamsSchema,
  memberImageParamsSchema,
  memberListQuerySchema,
  memberLookupQuerySchema,
  memberLookupSchema,
  memberPageSchema,
  memberSavedSchema,
  memberWithBeneficiariesSchema,
  messageResponseSchema,
  messages,
  qrPayloadUrl,
  referenceNumberIssuedSchema,
  registrationYearsSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { currentPublicAddress } from '../../core/settings.ts';
import { noteAccess } from '../../http/access-log.ts';
import { sendStream } from '../../http/download.ts';
import { IDEMPOTENCY_DOC, idempotencyKeyOf, idempotent } from '../../http/idempotency.ts';
import { errors } from '../../http/responses.ts';
import { registrationFromForm, updateFromForm } from './form.ts';
import { memberIdCards } from './id-cards.ts';
import { MEMBER_FORM_BODY_LIMIT, readMemberForm } from './multipart.ts';
import { issueReferenceNumber, registerMember } from './register.ts';
import {
  findMembers,
  lookupByReference,
  memberImage,
  memberPage,
  memberWithBeneficiaries,
  setMemberArchived,
  years,
} from './service.ts';
import { updateMember } from './update.ts';

/** multipart/form-data: `data` (JSON of the fields) plus the files `idPicture` and `signature`. */
const memberFormDoc = {
  consumes: ['multipart/form-data'],
  description:
    'multipart/form-data with a `data` field holding the JSON of the fields and the files `idPicture` ' +
    '(PNG/JPEG ≤ 5 MB) and `signature` (PNG/JPEG ≤ 2 MB).',
};

export async function memberRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  await fastify.register(multipart, { limits: { fileSize: MEMBER_FORM_BODY_LIMIT } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const deps = {
    ...ctx,
    logError: (error: unknown) => fastify.log.error({ err: error }, 'file cleanup failed'),
  };
  const tags = ['members'];

  app.post('/api/members/reference-number', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Issue a fresh, unused reference number (Manila time) and the link its QR code encodes',
      response: {
        200: referenceNumberIssuedSchema,
        ...errors(401, 403),
      },
    },
    handler: async () => {
      const referenceNumber = await issueReferenceNumber(deps);
      return { referenceNumber, qrPayload: qrPayloadUrl(await currentPublicAddress(deps), referenceNumber) };
    },
  });

  app.post('/api/members', {
    preValidation: guards.requireAdmin,
    bodyLimit: MEMBER_FORM_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Register a member with ID picture, e-signature and beneficiaries (all or nothing)',
      ...memberFormDoc,
      description: `${memberFormDoc.description} ${IDEMPOTENCY_DOC}`,
      response: { 201: memberSavedSchema, ...errors(400, 401, 403, 409, 413, 422) },
    },
    handler: async (request, reply) => {
      idempotencyKeyOf(request); // a malformed key is refused before the form is read
      const form = await readMemberForm(request);
      const { input, files } = registrationFromForm(form);
      return idempotent({
        db: deps.db,
        request,
        reply,
        adminId: request.admin!.userId,
        route: 'POST /api/members',
        // The fields as sent and each file's name and digest (a retry's multipart boundary differs).
        content: {
          data: form.data,
          files: Object.values(files).map((f) => [f.kind, f.filename, digest(f.bytes)]),
        },
        answer: (member: MemberDetail) => ({
          status: 201,
          body: { message: messages.memberRegistered, member },
        }),
        work: (once) => registerMember(deps, request.admin!, input, files, once),
      });
    },
  });

  app.get('/api/members', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary:
        'Registered members: search by name, ID number or reference number, filters, 15 per page, newest first',
      querystring: memberListQuerySchema,
      response: { 200: memberPageSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => memberPage(deps, { ...request.query, archived: false }),
  });

  app.get('/api/members/registration-years', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Distinct registration years of the members list, newest first',
      response: { 200: registrationYearsSchema, ...errors(401, 403) },
    },
    handler: async () => ({ years: await years(deps) }),
  });

  app.get('/api/members/archived', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Archived members with the archive date and who archived them',
      querystring: archivedListQuerySchema,
      response: { 200: memberPageSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => memberPage(deps, { ...request.query, archived: true }),
  });

  app.get('/api/members/lookup', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'Find a member by reference number (QR scanner)',
      querystring: memberLookupQuerySchema,
      response: { 200: memberLookupSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => ({ member: await lookupByReference(deps, request.query.ref) }),
  });

  app.get('/api/members/find', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary:
        'Find a member in one step: the member a QR payload, reference number or ID number names, and up to 8 matches by name or number',
      querystring: memberFindQuerySchema,
      response: { 200: memberFindSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => findMembers(deps, request.query.q),
  });

  app.get('/api/members/id-cards', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'id_cards.batch' },
    schema: {
      tags,
      summary:
        'ID cards in batch: the card data of selected members (ids, at most 200), an import batch or a barangay (200 a part), by name',
      querystring: idCardsQuerySchema,
      response: { 200: idCardsSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => {
      const cards = await memberIdCards(deps, request.query);
      noteAccess(request, { rows: cards.cards.length });
      return cards;
    },
  });

  app.get('/api/members/:id', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'member.details' },
    schema: {
      tags,
      summary: 'A member with beneficiaries (?view=card: read for the ID card page)',
      params: memberIdParamsSchema,
      querystring: memberDetailQuerySchema,
      response: { 200: memberWithBeneficiariesSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => {
      if (request.query.view === 'card') noteAccess(request, { kind: 'member.id_card' });
      return memberWithBeneficiaries(deps, request.params.id);
    },
  });

  app.patch('/api/members/:id', {
    preValidation: guards.requireAdmin,
    bodyLimit: MEMBER_FORM_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Update Member Information (optional new ID picture / signature)',
      ...memberFormDoc,
      params: memberIdParamsSchema,
      response: { 200: memberSavedSchema, ...errors(400, 401, 403, 404, 409, 413) },
    },
    handler: async (request) => {
      const { changes, files } = updateFromForm(await readMemberForm(request));
      const member = await updateMember(deps, request.admin!, request.params.id, changes, files);
      return { message: messages.profileUpdated, member };
    },
  });

  for (const [action, archive, message] of [
    ['archive', true, messages.memberArchived],
    ['restore', false, messages.memberRestored],
  ] as const) {
    app.post(`/api/members/:id/${action}`, {
      preValidation: guards.requireAdmin,
      schema: {
        tags,
        summary: archive ? 'Archive a member' : 'Restore an archived member',
        params: memberIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors(401, 403, 404, 409) },
      },
      handler: async (request) => {
        await setMemberArchived(deps, request.admin!, request.params.id, archive);
        return { message };
      },
    });
  }

  app.get('/api/members/:id/images/:kind', {
    preValidation: guards.requireAdmin,
    config: { accessLog: 'member.image' },
    schema: {
      tags,
      summary: 'A member image (id-picture, signature or qr-code); admins only, privately cached',
      params: memberImageParamsSchema,
      response: { ...errors(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const image = await memberImage(deps, request.params.id, request.params.kind);
      noteAccess(request, { detail: request.params.kind });
      return sendStream(reply, { ...image, cacheControl: 'private, max-age=300' });
    },
  });
}

const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
