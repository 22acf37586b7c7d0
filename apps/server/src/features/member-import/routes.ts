import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  BULK_IMAGES_MAX_BYTES,
  BULK_IMAGES_MAX_FILES,
  bulkImagesDoneSchema,
  bulkImagesPreviewSchema,
  importBatchListSchema,
  importBatchParamsSchema,
  importDoneSchema,
  importMessages,
  importPreviewSchema,
  importUndoneSchema,
  isIgnoredZipEntry,
  MEMBER_IMPORT_MAX_BYTES,
  memberImportTemplateCsv,
} from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { CSV_CONTENT_TYPE, sendStream } from '../../http/download.ts';
import { HttpError, malformed } from '../../http/errors.ts';
import { errors } from '../../http/responses.ts';
import { type BulkFile, previewBulkImages, storeBulkImages } from './bulk-images.ts';
import { ImportQrCodes, QR_CHUNK } from './qr-codes.ts';
import {
  importBatches,
  importMembers,
  previewImport,
  type UploadedSpreadsheet,
  undoImport,
} from './service.ts';
import { memberImportTemplateXlsx } from './template.ts';
import { isZipArchive, readZip, ZipError } from './zip.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The file plus multipart framing. */
const BODY_LIMIT = MEMBER_IMPORT_MAX_BYTES + 64 * 1024;

const fileDoc = {
  consumes: ['multipart/form-data'],
  description: `multipart/form-data with one file part \`file\`: a .csv (UTF-8) or .xlsx with the template's header row, at most ${MEMBER_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
};

const tooLarge = () =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    importMessages.importFileTooLarge(String(MEMBER_IMPORT_MAX_BYTES / 1024 / 1024)),
  );

/** A file name fit to show and log: no control or direction characters, at most 200 characters. */
function cleanFileName(name: string | undefined): string {
  const clean = (name ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b-\u200d\u2060\ufeff]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'import';
}

/** The one `file` part of the upload, read into memory up to the size cap. */
async function readUpload(request: FastifyRequest): Promise<UploadedSpreadsheet> {
  if (!request.isMultipart()) throw malformed();
  let upload: UploadedSpreadsheet | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
      throwFileSizeLimit: false,
    } as never);
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file' || upload) {
        if (part.type === 'file') part.file.resume();
        throw malformed();
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      upload = { fileName: cleanFileName(part.filename), bytes };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
    throw malformed();
  }
  if (!upload) throw malformed();
  return upload;
}

const imagesTooLarge = () =>
  new HttpError(
    413,
    'PAYLOAD_TOO_LARGE',
    importMessages.imagesTooLarge(String(BULK_IMAGES_MAX_BYTES / 1024 / 1024)),
  );
const imagesTooMany = () =>
  new HttpError(
    400,
    'IMAGES_TOO_MANY',
    importMessages.imagesTooMany(BULK_IMAGES_MAX_FILES.toLocaleString('en-US')),
  );

const imagesDoc = {
  consumes: ['multipart/form-data'],
  description: `multipart/form-data with file parts named \`files\`: PNG or JPG images, or zips of them, named by ID number or reference number (${importMessages.imagesNamingRule}). At most ${BULK_IMAGES_MAX_FILES} images and ${BULK_IMAGES_MAX_BYTES / 1024 / 1024} MB in all.`,
};

/**
 * The `files` parts of a bulk image upload, zips unpacked (folders, hidden files and macOS extras
 * left out): at most BULK_IMAGES_MAX_FILES images and BULK_IMAGES_MAX_BYTES in all, uploaded and
 * unpacked alike.
 */
async function readImagesUpload(request: FastifyRequest): Promise<BulkFile[]> {
  if (!request.isMultipart())
    throw new HttpError(400, 'MALFORMED_REQUEST', importMessages.imagesNotMultipart);
  const files: BulkFile[] = [];
  let uploaded = 0;
  let unpacked = 0;
  let zipName = 'The zip';
  try {
    const parts = request.parts({
      limits: { fileSize: BULK_IMAGES_MAX_BYTES, files: BULK_IMAGES_MAX_FILES, fields: 0 },
      throwFileSizeLimit: false,
    } as never);
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'files') {
        if (part.type === 'file') part.file.resume();
        throw new HttpError(400, 'MALFORMED_REQUEST', importMessages.imagesNotMultipart);
      }
      const bytes = await part.toBuffer();
      uploaded += bytes.length;
      if (part.file.truncated || uploaded > BULK_IMAGES_MAX_BYTES) throw imagesTooLarge();
      const fileName = cleanFileName(part.filename);
      if (!isZipArchive(bytes)) {
        unpacked += bytes.length;
        files.push({ fileName, bytes });
      } else {
        zipName = fileName;
        const entries = readZip(
          bytes,
          { maxEntries: BULK_IMAGES_MAX_FILES - files.length, maxBytes: BULK_IMAGES_MAX_BYTES - unpacked },
          (name) => !isIgnoredZipEntry(name),
        );
        for (const entry of entries) {
          unpacked += entry.bytes.length;
          files.push({ fileName: cleanFileName(entry.name), bytes: entry.bytes });
        }
      }
      if (files.length > BULK_IMAGES_MAX_FILES) throw imagesTooMany();
      if (unpacked > BULK_IMAGES_MAX_BYTES) throw imagesTooLarge();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof ZipError) {
      if (error.reason === 'too-many') throw imagesTooMany();
      if (error.reason === 'too-large') throw imagesTooLarge();
      throw new HttpError(400, 'IMAGES_BAD_ZIP', importMessages.imagesBadZip(zipName));
    }
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw imagesTooMany();
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw imagesTooLarge();
    throw new HttpError(400, 'MALFORMED_REQUEST', importMessages.imagesNotMultipart);
  }
  return files;
}

export async function memberImportRoutes(fastify: FastifyInstance, ctx: AppContext): Promise<void> {
  await fastify.register(multipart, { limits: { fileSize: MEMBER_IMPORT_MAX_BYTES } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { guards } = ctx;
  const deps = {
    ...ctx,
    logError: (error: unknown) => fastify.log.error({ err: error }, 'file cleanup failed'),
  };
  const tags = ['member import'];
  // The imported members' QR codes, made after the import commits (qr-codes.ts says why and how).
  const qrCodes = new ImportQrCodes({
    ...ctx,
    logError: (error: unknown) =>
      fastify.log.error({ err: error }, 'QR codes of an import: the job carries on'),
  });
  fastify.addHook('onClose', () => qrCodes.close());

  app.get('/api/member-import/template.csv', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'The import template as CSV (UTF-8 with BOM): the registration fields as the header row',
      response: { ...errors(401, 403) },
    },
    handler: async (_request, reply) => {
      const bytes = Buffer.from(memberImportTemplateCsv(), 'utf8');
      return sendStream(reply, {
        stream: Readable.from([bytes]),
        contentType: CSV_CONTENT_TYPE,
        size: bytes.length,
        filename: 'member-import-template.csv',
        cacheControl: 'no-store',
      });
    },
  });

  app.get('/api/member-import/template.xlsx', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'The import template as XLSX: the registration fields as text columns, and instructions',
      response: { ...errors(401, 403) },
    },
    handler: async (_request, reply) => {
      const bytes = await memberImportTemplateXlsx();
      return sendStream(reply, {
        stream: Readable.from([bytes]),
        contentType: XLSX_TYPE,
        size: bytes.length,
        filename: 'member-import-template.xlsx',
        cacheControl: 'no-store',
      });
    },
  });

  app.post('/api/member-import/preview', {
    preValidation: guards.requireAdmin,
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary:
        'Check a CSV/XLSX of members: the rows Import would write and each refused row with its message',
      ...fileDoc,
      response: { 200: importPreviewSchema, ...errors(400, 401, 403, 413) },
    },
    handler: async (request) => previewImport(deps, await readUpload(request)),
  });

  app.post('/api/member-import', {
    preValidation: guards.requireAdmin,
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Import the accepted rows of a CSV/XLSX as one batch: all in one transaction, or nothing',
      ...fileDoc,
      response: { 201: importDoneSchema, ...errors(400, 401, 403, 409, 413) },
    },
    handler: async (request, reply) => {
      const batch = await importMembers(deps, request.admin!, await readUpload(request));
      // A batch of up to one chunk (about 2 s) has its QR codes when the answer comes; a larger one
      // gets them in the background, chunk by chunk, while the answer goes out.
      const filling = qrCodes.start(batch.id);
      if (batch.imported <= QR_CHUNK) await filling;
      reply.code(201);
      return { message: importMessages.importDone(batch.imported.toLocaleString('en-US')), batch };
    },
  });

  app.post('/api/member-import/images/preview', {
    preValidation: guards.requireAdmin,
    bodyLimit: BULK_IMAGES_MAX_BYTES + 1024 * 1024,
    schema: {
      tags,
      summary:
        'Match ID pictures and e-signatures (images or zips) to members by ID number or reference number: nothing stored',
      ...imagesDoc,
      response: { 200: bulkImagesPreviewSchema, ...errors(400, 401, 403, 413) },
    },
    handler: async (request) => previewBulkImages(deps, await readImagesUpload(request)),
  });

  app.post('/api/member-import/images', {
    preValidation: guards.requireAdmin,
    bodyLimit: BULK_IMAGES_MAX_BYTES + 1024 * 1024,
    schema: {
      tags,
      summary:
        'Store the matched ID pictures and e-signatures of an upload: all in one transaction (unmatched files left out)',
      ...imagesDoc,
      response: { 201: bulkImagesDoneSchema, ...errors(400, 401, 403, 413) },
    },
    handler: async (request, reply) => {
      const done = await storeBulkImages(deps, request.admin!, await readImagesUpload(request));
      reply.code(201);
      const members = `${done.members.toLocaleString('en-US')} ${done.members === 1 ? 'member' : 'members'}`;
      return {
        message: importMessages.imagesUploaded(done.stored.toLocaleString('en-US'), members),
        ...done,
      };
    },
  });

  app.get('/api/member-import/batches', {
    preValidation: guards.requireAdmin,
    schema: {
      tags,
      summary: 'The latest 20 imports, newest first',
      response: { 200: importBatchListSchema, ...errors(401, 403) },
    },
    handler: async () => ({ batches: await importBatches(deps) }),
  });

  app.post('/api/member-import/batches/:id/undo', {
    preValidation: guards.requireHeadAdmin,
    schema: {
      tags,
      summary: 'Undo an import (head admin only): deletes its members while none of them has a claim',
      params: importBatchParamsSchema,
      response: { 200: importUndoneSchema, ...errors(401, 403, 404, 409) },
    },
    handler: async (request) => {
      const batch = await undoImport(deps, request.admin!, request.params.id);
      return { message: importMessages.importBatchUndone(batch.imported.toLocaleString('en-US')), batch };
    },
  });
}
