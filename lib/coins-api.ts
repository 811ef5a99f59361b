import { apiBase } from './config';

/** A supported coin as the service answers it (SPEC.md §3, DESIGN.md §5). */
export interface Coin {
  vendors_id: number;
  vendors_vendorname: string;
  vendors_vendorshortcode: string;
  vendors_logopath: string;
  network: string;
  fee: string;
}

/** A coin as the site shows it: the service's answer without the row id of its table. */
export type ShownCoin = Omit<Coin, 'vendors_id'>;

/** GET the supported coins; a non-OK answer raises "HTTP error! Status: {status}" (SPEC.md §7). */
export async function fetchCoins(): Promise<Coin[]> {
  const res = await fetch(`${apiBase}/assets/coins`);
  if (!res.ok) throw new Error(`HTTP error! Status: ${res.status}`);
  const data = (await res.json()) as { cryptocurrencies?: Coin[] };
  return Array.isArray(data.cryptocurrencies) ? data.cryptocurrencies : [];
}

/** "Name (CODE)": the alt text and tooltip of a coin logo. */
export const coinLabel = (coin: ShownCoin) => `${coin.vendors_vendorname} (${coin.vendors_vendorshortcode})`;
