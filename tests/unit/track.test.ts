import { recognise } from '@/lib/track';

const hex64 = 'a1'.repeat(32);

describe('transfer tracking', () => {
  it('recognises an EVM transaction hash and links Etherscan', () => {
    expect(recognise(` 0x${hex64} `)).toEqual({
      kind: 'evm',
      network: 'Ethereum',
      explorers: [{ name: 'Etherscan', url: `https://etherscan.io/tx/0x${hex64}` }],
    });
  });

  it('offers both explorers for a 64-character hash, which Bitcoin and Tron share', () => {
    expect(recognise(hex64)?.explorers.map((e) => e.name)).toEqual(['mempool.space', 'Tronscan']);
  });

  it('recognises a Solana signature and our transfer references', () => {
    const signature = '5'.repeat(44) + 'Kj9'.repeat(14) + 'z';
    expect(recognise(signature)?.kind).toBe('solana');
    expect(recognise('orv-7k2m-9qxd')).toEqual({ kind: 'reference', explorers: [] });
  });

  it('refuses anything else', () => {
    for (const text of ['', 'hello', `0x${hex64}00`, hex64.slice(1), 'ORV-7K2M', '0O'.repeat(44)])
      expect(recognise(text)).toBeNull();
  });
});
