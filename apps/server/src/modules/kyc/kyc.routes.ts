import { Readable } from 'node:stream';
import {
  ERROR_CODES,
  KYC_MAX_FILE_BYTES,
  KYC_MSG,
  kycDecisionResponseSchema,
  kycDecisionSchema,
  kycListQuerySchema,
  kycListResponseSchema,
  kycUploadSchema,
  messageSchema,
  profileUserParamsSchema,
} from '@app/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, ownerOrAdmin } from '../../http/auth.ts';
import { errorAnswers } from '../../http/openapi.ts';
import { AppError } from '../../lib/app-error.ts';
import { decideKyc, listKyc, readDocument, type Submission, submitDocument } from './kyc.service.ts';

const FILE_FIELD = 'idCardFile';

/**
 * Reads the multipart form: text fields and the one `idCardFile`, read from its stream into one buffer
 * and refused with 413 as soon as it passes 5 MB (@fastify/multipart's `fileSize` cap). The service
 * then writes that buffer once, into the database.
 */
async function readSubmission(request: FastifyRequest): Promise<Submission> {
  if (!request.isMultipart())
    throw new AppError(415, KYC_MSG.notMultipart, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE);
  const submission: Submission = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === FILE_FIELD && !submission.file) {
          submission.file = { filename: part.filename ?? '', bytes };
        }
      } else if (typeof part.value === 'string') {
        submission.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) {
      throw new AppError(413, KYC_MSG.fileTooLarge, ERROR_CODES.PAYLOAD_TOO_LARGE, {
        idCardFile: KYC_MSG.fileTooLarge,
      });
    }
    throw err;
  }
  return submission;
}

// The bytes are sent as a stream of slices read from the database (documents.repository.ts).
const file = { schema: z.instanceof(Readable).meta({ type: 'string', format: 'binary' }) };
const documentFile = {
  description: 'The file, with its own content type',
  content: { 'application/pdf': file, 'image/jpeg': file, 'image/png': file },
};

/** Identity verification: the customer's upload, the document itself, and the admin review API. */
export async function kycRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const base = { tags: ['kyc'] };
  // Here, not app-wide: the plugin adds two asynchronous hooks and a socket listener to every request
  // of the scope it is registered in, and only the upload below reads a multipart body. Elsewhere a
  // multipart body is refused with 415 before any handler runs.
  await app.register(multipart, {
    limits: { fileSize: KYC_MAX_FILE_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  });

  r.post(
    '/auth/submit-document',
    {
      onRequest: app.authenticate,
      schema: {
        ...base,
        summary: 'Upload an identity document',
        consumes: ['multipart/form-data'],
        documentedBody: kycUploadSchema,
        response: {
          200: messageSchema,
          ...errorAnswers({
            409: 'A document is already under review, or the identity is verified.',
            413: 'The file is larger than 5 MB.',
            415: 'The body is not multipart/form-data, or the file is not a JPEG, PNG or PDF.',
          }),
        },
      },
    },
    async (req) => submitDocument(deps, authOf(req).userId, await readSubmission(req)),
  );

  r.get(
    '/auth/documents/:userId',
    {
      onRequest: app.authenticate,
      preValidation: ownerOrAdmin,
      schema: {
        ...base,
        summary: "A customer's identity document, as uploaded",
        params: profileUserParamsSchema,
        response: { 200: documentFile },
      },
    },
    async (req, reply) => {
      const doc = await readDocument(deps, authOf(req), req.params.userId);
      return reply
        .header('Content-Type', doc.mime)
        .header('Content-Length', doc.byteSize)
        .header('Content-Disposition', `inline; filename="${doc.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(doc.stream);
    },
  );

  r.get(
    '/auth/admin/kyc',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...base,
        summary: 'Identity checks, by status',
        querystring: kycListQuerySchema,
        response: { 200: kycListResponseSchema },
      },
    },
    async (req) => listKyc(deps, req.query.status),
  );

  r.patch(
    '/auth/admin/kyc/:userId',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...base,
        summary: "Approve or reject a customer's identity check",
        params: profileUserParamsSchema,
        body: kycDecisionSchema,
        response: {
          200: kycDecisionResponseSchema,
          ...errorAnswers({
            403: 'An admin may not decide their own identity check.',
            409: 'The identity check is not pending.',
          }),
        },
      },
    },
    async (req) => decideKyc(deps, authOf(req), req.params.userId, req.body),
  );
}
