import type { ShownCoin } from '../coins-api';

/**
 * The coins the wallet supports: the core service seeds its `coins` table from this list at
 * start (GET /assets/coins answers from the table), and logos come from the cryptocurrency-icons
 * package, copied into public/coins at build. `fee` is the network fee of a send, in the coin.
 */
export interface CoinSeed {
  symbol: string;
  name: string;
  network: string;
  fee: string;
}

export const coins: readonly CoinSeed[] = [
  { symbol: 'BTC', name: 'Bitcoin', network: 'Bitcoin', fee: '0.00002' },
  { symbol: 'ETH', name: 'Ethereum', network: 'Ethereum (ERC-20)', fee: '0.0004' },
  { symbol: 'USDT', name: 'Tether', network: 'Tron (TRC-20)', fee: '1' },
  { symbol: 'USDC', name: 'USD Coin', network: 'Ethereum (ERC-20)', fee: '1.5' },
  { symbol: 'BNB', name: 'BNB', network: 'BNB Smart Chain (BEP-20)', fee: '0.0003' },
  { symbol: 'XRP', name: 'XRP', network: 'XRP Ledger', fee: '0.2' },
  { symbol: 'ADA', name: 'Cardano', network: 'Cardano', fee: '0.17' },
  { symbol: 'SOL', name: 'Solana', network: 'Solana', fee: '0.000005' },
  { symbol: 'DOGE', name: 'Dogecoin', network: 'Dogecoin', fee: '1' },
  { symbol: 'TRX', name: 'TRON', network: 'Tron', fee: '1' },
  { symbol: 'DOT', name: 'Polkadot', network: 'Polkadot', fee: '0.02' },
  { symbol: 'MATIC', name: 'Polygon', network: 'Polygon', fee: '0.01' },
  { symbol: 'LTC', name: 'Litecoin', network: 'Litecoin', fee: '0.0001' },
  { symbol: 'AVAX', name: 'Avalanche', network: 'Avalanche C-Chain', fee: '0.001' },
  { symbol: 'LINK', name: 'Chainlink', network: 'Ethereum (ERC-20)', fee: '0.1' },
  { symbol: 'XLM', name: 'Stellar', network: 'Stellar', fee: '0.00001' },
  { symbol: 'ATOM', name: 'Cosmos', network: 'Cosmos Hub', fee: '0.005' },
  { symbol: 'XMR', name: 'Monero', network: 'Monero', fee: '0.0001' },
  { symbol: 'ETC', name: 'Ethereum Classic', network: 'Ethereum Classic', fee: '0.001' },
  { symbol: 'BCH', name: 'Bitcoin Cash', network: 'Bitcoin Cash', fee: '0.0001' },
  { symbol: 'ALGO', name: 'Algorand', network: 'Algorand', fee: '0.001' },
  { symbol: 'VET', name: 'VeChain', network: 'VeChainThor', fee: '20' },
  { symbol: 'FIL', name: 'Filecoin', network: 'Filecoin', fee: '0.001' },
  { symbol: 'ICP', name: 'Internet Computer', network: 'Internet Computer', fee: '0.0001' },
  { symbol: 'DAI', name: 'Dai', network: 'Ethereum (ERC-20)', fee: '1.5' },
  { symbol: 'UNI', name: 'Uniswap', network: 'Ethereum (ERC-20)', fee: '0.2' },
  { symbol: 'AAVE', name: 'Aave', network: 'Ethereum (ERC-20)', fee: '0.01' },
  { symbol: 'MKR', name: 'Maker', network: 'Ethereum (ERC-20)', fee: '0.001' },
  { symbol: 'COMP', name: 'Compound', network: 'Ethereum (ERC-20)', fee: '0.03' },
  { symbol: 'GRT', name: 'The Graph', network: 'Ethereum (ERC-20)', fee: '8' },
  { symbol: 'SAND', name: 'The Sandbox', network: 'Ethereum (ERC-20)', fee: '4' },
  { symbol: 'MANA', name: 'Decentraland', network: 'Ethereum (ERC-20)', fee: '4' },
  { symbol: 'CHZ', name: 'Chiliz', network: 'Ethereum (ERC-20)', fee: '20' },
  { symbol: 'ENJ', name: 'Enjin Coin', network: 'Ethereum (ERC-20)', fee: '6' },
  { symbol: 'BAT', name: 'Basic Attention Token', network: 'Ethereum (ERC-20)', fee: '8' },
  { symbol: 'ZEC', name: 'Zcash', network: 'Zcash', fee: '0.0001' },
  { symbol: 'DASH', name: 'Dash', network: 'Dash', fee: '0.0001' },
  { symbol: 'XTZ', name: 'Tezos', network: 'Tezos', fee: '0.01' },
  { symbol: 'EOS', name: 'EOS', network: 'EOS', fee: '0.1' },
  { symbol: 'NEO', name: 'NEO', network: 'Neo N3', fee: '0' },
  { symbol: 'KSM', name: 'Kusama', network: 'Kusama', fee: '0.001' },
  { symbol: 'THETA', name: 'Theta Network', network: 'Theta', fee: '0.3' },
  { symbol: 'CRV', name: 'Curve DAO', network: 'Ethereum (ERC-20)', fee: '4' },
  { symbol: 'SNX', name: 'Synthetix', network: 'Ethereum (ERC-20)', fee: '1' },
  { symbol: 'SUSHI', name: 'SushiSwap', network: 'Ethereum (ERC-20)', fee: '2' },
  { symbol: 'ZIL', name: 'Zilliqa', network: 'Zilliqa', fee: '1' },
  { symbol: 'RVN', name: 'Ravencoin', network: 'Ravencoin', fee: '0.01' },
  { symbol: '1INCH', name: '1inch', network: 'Ethereum (ERC-20)', fee: '4' },
] as const;

/** A coin's logo, drawn into a WebP at build time (scripts/copy-assets.mjs; lib/flags.ts says why). */
export const coinLogoPath = (symbol: string) => `/coins/${symbol.toLowerCase()}.webp`;

/**
 * The coins as GET /assets/coins answers them once the service has seeded its table from this
 * list: pages render them into their HTML at build time, and the browser's call refreshes them.
 */
export const builtCoins: readonly ShownCoin[] = coins.map((coin) => ({
  vendors_vendorname: coin.name,
  vendors_vendorshortcode: coin.symbol,
  vendors_logopath: coinLogoPath(coin.symbol),
  network: coin.network,
  fee: coin.fee,
}));
