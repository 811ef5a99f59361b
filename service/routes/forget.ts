import type { FastifyInstance } from 'fastify';
import { emailRequestSchema } from '../../lib/forms';
import { describeDeleted, type PrivacyRepository } from '../repositories/privacy';

/**
 * `POST /admin/forget {email}`: deletes every record of an address (the visitor's right to
 * erasure); registered inside the admin routes, so it needs the admin token.
 */
export default async function forgetRoutes(app: FastifyInstance, opts: { privacy: PrivacyRepository }) {
  app.post('/admin/forget', async (request, reply) => {
    const parsed = emailRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        responsecode: 400,
        message: 'The body must be {"email": "<a valid e-mail address>"}.',
        field: 'email',
      });
    }
    const { email } = parsed.data;
    const deleted = await opts.privacy.forget(email);
    const { total, text } = describeDeleted(deleted);
    request.log.info({ deleted }, 'forgot an address');
    return reply.send({
      responsecode: 200,
      message: `Deleted ${total} record${total === 1 ? '' : 's'} of ${email}: ${text}.`,
      email,
      deleted,
    });
  });
}
