import { z } from 'zod';

/**
 * The answers of the core service's calls, as zod schemas: the routes type their answers with
 * them and service/openapi.ts describes them (with the request schemas of lib/forms).
 */
export const answerSchema = z.object({
  responsecode: z.int().describe('200 on success, otherwise the HTTP status'),
  message: z.string().describe("In the language of the request's Accept-Language header"),
  field: z.string().optional().describe('The field a 400 answer is about'),
});

export const coinSchema = z.object({
  vendors_id: z.int(),
  vendors_vendorname: z.string(),
  vendors_vendorshortcode: z.string(),
  vendors_logopath: z.string().describe('Path of the logo on this host'),
  network: z.string(),
  fee: z.string().describe('Network fee of a send, in the coin'),
});

export const coinsAnswerSchema = z.object({
  responsecode: z.literal(200),
  message: z.string(),
  cryptocurrencies: z.array(coinSchema),
});
export type CoinsAnswer = z.infer<typeof coinsAnswerSchema>;

export const healthAnswerSchema = z.object({
  responsecode: z.int(),
  message: z.string(),
  database: z.enum(['pglite', 'postgres']).optional(),
  /** Where the rate limits are counted: in Redis for every copy, or in this copy alone. */
  rateLimits: z.enum(['shared', 'local']).optional(),
});
