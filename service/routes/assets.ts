import type { FastifyInstance } from 'fastify';
import type { CoinsRepository } from '../repositories/coins';
import type { CoinsAnswer } from '../schemas';

/**
 * The supported coins in the shape SPEC.md §3 names (`cryptocurrencies` of vendors_*), with the
 * network and fee of each. Cached by browsers and CDNs for five minutes.
 */
export default async function assetsRoutes(app: FastifyInstance, opts: { coins: CoinsRepository }) {
  async function answer(): Promise<CoinsAnswer> {
    const rows = await opts.coins.list();
    return {
      responsecode: 200,
      message: 'ok',
      cryptocurrencies: rows.map((coin) => ({
        vendors_id: coin.id,
        vendors_vendorname: coin.name,
        vendors_vendorshortcode: coin.symbol,
        vendors_logopath: coin.logoPath,
        network: coin.network,
        fee: coin.fee,
      })),
    };
  }
  for (const url of ['/assets/coins', '/assets/getassets']) {
    app.get(url, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return answer();
    });
  }
}
