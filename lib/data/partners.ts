/**
 * The company's partners. SAMPLE CONTENT: fictional companies with logos drawn by
 * scripts/make-partner-logos.ts, to be replaced with the real partners (see README).
 * The home page shows the first twelve; /partners lists them all.
 */
export type PartnerKind = 'exchange' | 'gateway' | 'provider' | 'wallet' | 'merchant' | 'security' | 'kyc' | 'liquidity';

export interface Partner {
  slug: string;
  company: string;
  kind: PartnerKind;
  /** Drawn mark: hue of the logo and its shape. */
  hue: number;
  shape: 'circle' | 'square' | 'triangle' | 'hex';
}

export const partners: readonly Partner[] = [
  ['northbridge-exchange', 'Northbridge Exchange', 'exchange', 220, 'hex'],
  ['paylume', 'Paylume', 'gateway', 280, 'circle'],
  ['kestrel-pay', 'Kestrel Pay', 'gateway', 200, 'triangle'],
  ['ardent-custody', 'Ardent Labs', 'provider', 20, 'square'],
  ['lumen-markets', 'Lumen Markets', 'exchange', 45, 'circle'],
  ['tessera-id', 'Tessera ID', 'kyc', 160, 'square'],
  ['coralchain', 'CoralChain', 'provider', 350, 'hex'],
  ['vantapay', 'VantaPay', 'gateway', 260, 'triangle'],
  ['meridian-liquidity', 'Meridian Liquidity', 'liquidity', 190, 'circle'],
  ['obsidian-guard', 'Obsidian Guard', 'security', 0, 'hex'],
  ['sahel-remit', 'Sahel Remit', 'merchant', 30, 'square'],
  ['quillwallet', 'Quill Wallet', 'wallet', 140, 'circle'],
  ['harbor-fx', 'Harbor FX', 'liquidity', 210, 'square'],
  ['zenith-gateway', 'Zenith Gateway', 'gateway', 300, 'hex'],
  ['atlas-merchant', 'Atlas Merchant', 'merchant', 100, 'triangle'],
  ['brightmint', 'Brightmint', 'provider', 130, 'circle'],
  ['cobalt-exchange', 'Cobalt Exchange', 'exchange', 230, 'square'],
  ['dunepay', 'DunePay', 'gateway', 35, 'circle'],
  ['ember-games', 'Ember Games', 'merchant', 10, 'triangle'],
  ['fjord-verify', 'Fjord Verify', 'kyc', 195, 'hex'],
  ['granite-ledger', 'Granite Ledger', 'security', 210, 'square'],
  ['helix-defi', 'Helix DeFi', 'provider', 320, 'hex'],
  ['iris-wallet', 'Iris Wallet', 'wallet', 270, 'circle'],
  ['jade-markets', 'Jade Markets', 'exchange', 150, 'triangle'],
  ['kora-mobile', 'Kora Mobile', 'merchant', 50, 'square'],
  ['lattice-pay', 'Lattice Pay', 'gateway', 180, 'hex'],
  ['monsoon-remit', 'Monsoon Remit', 'merchant', 205, 'circle'],
  ['nimbus-node', 'Nimbus Node', 'provider', 215, 'triangle'],
  ['orbit-swap', 'Orbit Swap', 'liquidity', 250, 'circle'],
  ['pinnacle-audit', 'Pinnacle Audit', 'security', 120, 'square'],
  ['quartz-exchange', 'Quartz Exchange', 'exchange', 290, 'hex'],
  ['riverstone-bank', 'Riverstone Digital', 'gateway', 170, 'square'],
  ['solstice-games', 'Solstice Games', 'merchant', 40, 'circle'],
  ['tundra-verify', 'Tundra Verify', 'kyc', 185, 'triangle'],
  ['umbra-wallet', 'Umbra Wallet', 'wallet', 240, 'hex'],
  ['vertex-liquidity', 'Vertex Liquidity', 'liquidity', 330, 'square'],
  ['willow-pay', 'Willow Pay', 'gateway', 90, 'circle'],
  ['xenon-markets', 'Xenon Markets', 'exchange', 265, 'triangle'],
  ['yonder-travel', 'Yonder Travel', 'merchant', 15, 'hex'],
  ['zephyr-defi', 'Zephyr DeFi', 'provider', 175, 'circle'],
].map(([slug, company, kind, hue, shape]) => ({ slug, company, kind, hue, shape }) as Partner);

export const partnerLogoPath = (slug: string) => `/partners/${slug}.svg`;

/** The size of a partner's logo (scripts/make-partner-logos.ts): its mark, then its name. */
export const partnerLogoSize = (company: string) => ({ width: 56 + company.length * 10, height: 44 });
