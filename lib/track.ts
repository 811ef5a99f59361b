/**
 * Recognises what a visitor pastes into /track-a-transfer: a transaction hash of a public chain,
 * or one of our transfer references, and where it can be followed.
 */
export type TrackKind = 'evm' | 'bitcoinOrTron' | 'solana' | 'reference';

export interface Explorer {
  name: string;
  url: string;
}

export interface TrackResult {
  kind: TrackKind;
  /** The network named in the answer (for EVM and Solana); Bitcoin-or-Tron names both. */
  network?: string;
  explorers: Explorer[];
}

const patterns: [TrackKind, RegExp][] = [
  ['evm', /^0x[0-9a-f]{64}$/i],
  ['bitcoinOrTron', /^[0-9a-f]{64}$/i],
  ['solana', /^[1-9A-HJ-NP-Za-km-z]{87,88}$/],
  ['reference', /^ORV-[0-9A-Z]{4}-[0-9A-Z]{4}$/i],
];

export function recognise(input: string): TrackResult | null {
  const value = input.trim();
  const kind = patterns.find(([, pattern]) => pattern.test(value))?.[0];
  switch (kind) {
    case 'evm':
      return {
        kind,
        network: 'Ethereum',
        explorers: [{ name: 'Etherscan', url: `https://etherscan.io/tx/${value}` }],
      };
    case 'bitcoinOrTron':
      return {
        kind,
        explorers: [
          { name: 'mempool.space', url: `https://mempool.space/tx/${value}` },
          { name: 'Tronscan', url: `https://tronscan.org/#/transaction/${value}` },
        ],
      };
    case 'solana':
      return {
        kind,
        network: 'Solana',
        explorers: [{ name: 'Solscan', url: `https://solscan.io/tx/${value}` }],
      };
    case 'reference':
      return { kind, explorers: [] };
    default:
      return null;
  }
}
