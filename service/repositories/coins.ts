import { asc, sql } from 'drizzle-orm';
import { coinLogoPath, coins } from '../../lib/data/coins';
import type { Db } from '../db';
import { coinsTable } from '../db/schema';

/** The supported coins, kept equal to lib/data/coins.ts by `seed` at every start. */
export function createCoinsRepository(db: Db) {
  return {
    async seed() {
      await db.transaction(async (tx) => {
        await tx
          .insert(coinsTable)
          .values(coins.map((coin, position) => ({ ...coin, position, logoPath: coinLogoPath(coin.symbol) })))
          .onConflictDoUpdate({
            target: coinsTable.symbol,
            set: {
              name: sql`excluded.name`,
              network: sql`excluded.network`,
              fee: sql`excluded.fee`,
              logoPath: sql`excluded.logo_path`,
              position: sql`excluded.position`,
            },
          });
      });
    },

    async list() {
      return db.select().from(coinsTable).orderBy(asc(coinsTable.position));
    },
  };
}

export type CoinsRepository = ReturnType<typeof createCoinsRepository>;
