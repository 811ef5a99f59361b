import { createTranslator } from 'use-intl/core';
import { z } from 'zod';
import { brand, constants } from '../lib/config';
import {
  contactRequestSchema,
  demoRequestSchema,
  emailRequestSchema,
  fraudRequestSchema,
} from '../lib/forms';
import operations from '../messages/en/apiDocs.json';
import { defaultLocale } from '../lib/i18n/locales';
import { answerSchema, coinsAnswerSchema, healthAnswerSchema } from './schemas';

/**
 * One OpenAPI 3.1 description of the public calls, derived from the schemas the service itself
 * validates with (lib/forms) and answers with (service/schemas.ts). The service serves it at
 * /openapi.json, the build writes it into out/, and /api-docs renders it.
 */
export type OperationId = keyof (typeof operations)['operations'];

type Json = { [key: string]: unknown };

/**
 * JSON Schema of a zod schema, tidied for readers: no per-schema `$schema`, no safe-integer
 * bounds, and e-mail fields as `format: email` (their pattern is case-insensitive, which JSON
 * Schema patterns cannot say).
 */
function json(schema: z.ZodType): Json {
  const tidy = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => tidy(item));
    if (typeof node !== 'object' || node === null) return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === '$schema') continue;
      if ((k === 'minimum' || k === 'maximum') && Math.abs(Number(v)) === Number.MAX_SAFE_INTEGER) continue;
      if (k === 'pattern' && key === 'email') {
        out.format = 'email';
        continue;
      }
      out[k] =
        k === 'properties'
          ? Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, tidy(s, p)]))
          : tidy(v);
    }
    return out;
  };
  return tidy(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) as Json;
}

const content = (schema: z.ZodType | Json) => ({
  'application/json': { schema: schema instanceof z.ZodType ? json(schema) : schema },
});
const answerRef = { $ref: '#/components/schemas/Answer' };

// The English texts of the API docs are messages ("within {hours, plural, …}", "{bodyKb} KB"),
// formatted here with the figures of lib/config.ts. From the imported file, not service/i18n.ts:
// the /api-docs page imports this module too, and there the service's messages folder (found from
// __dirname) is not the source's.
const english = createTranslator({ locale: defaultLocale, messages: { apiDocs: operations } });
const text = (key: string) =>
  (english as (key: string, values: Record<string, number>) => string)(`apiDocs.${key}`, {
    hours: constants.fraudReportAnswerHours,
    bodyKb: constants.requestBodyKb,
    successCode: constants.responseSuccessCode,
  });
const summary = (id: OperationId) => text(`operations.${id}`);
const status = (code: keyof (typeof operations)['statuses']) => text(`statuses.${code}`);

const formAnswers = Object.fromEntries(
  (['200', '400', '413', '429'] as const).map((code) => [
    code,
    { description: status(code), content: content(answerRef) },
  ]),
);

const post = (id: OperationId, body: z.ZodType) => ({
  post: {
    operationId: id,
    summary: summary(id),
    requestBody: { required: true, content: content(body) },
    responses: formAnswers,
  },
});

const get = (id: OperationId, answer: z.ZodType, extra: Record<string, object> = {}) => ({
  get: {
    operationId: id,
    summary: summary(id),
    responses: { '200': { description: status('200'), content: content(answer) }, ...extra },
  },
});

export function openApiDocument(version: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: `${brand.name} core service`,
      version,
      description: text('baseText'),
    },
    paths: {
      '/subscribe/subscribe': post('subscribe', emailRequestSchema),
      '/subscribe/contactus': post('contactus', z.union([demoRequestSchema, contactRequestSchema])),
      '/subscribe/sendpdfemail': post('sendpdfemail', emailRequestSchema),
      '/subscribe/reportfraud': post('reportfraud', fraudRequestSchema),
      '/assets/coins': get('coins', coinsAnswerSchema),
      '/assets/getassets': get('getassets', coinsAnswerSchema),
      '/healthz': get('healthz', healthAnswerSchema, {
        '503': { description: status('503'), content: content(healthAnswerSchema) },
      }),
    },
    components: { schemas: { Answer: json(answerSchema) } },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
