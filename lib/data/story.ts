import type { GlyphName } from '@/components/page/Glyph';

/**
 * The lists the story pages show, in order, with their icons; their words are in
 * messages/<code>/<page>.json under the same keys.
 */
export const aboutPillars = [
  { id: 'convenience', icon: 'phone' },
  { id: 'control', icon: 'key' },
  { id: 'affordability', icon: 'coins' },
] as const satisfies readonly { id: string; icon: GlyphName }[];

/** The ten benefit cards of SPEC.md §2 "/about-us". */
export const aboutBenefits = [
  { id: 'web3', icon: 'cube' },
  { id: 'number', icon: 'phone' },
  { id: 'ucpi', icon: 'code' },
  { id: 'swap', icon: 'swap' },
  { id: 'offline', icon: 'message' },
  { id: 'kyc', icon: 'shield' },
  { id: 'altFee', icon: 'bolt' },
  { id: 'p2p', icon: 'users' },
  { id: 'crossChain', icon: 'chain' },
  { id: 'nfc', icon: 'signal' },
] as const satisfies readonly { id: string; icon: GlyphName }[];

export const aboutUseCases = [
  { id: 'web2', icon: 'store' },
  { id: 'wallet', icon: 'coins' },
  { id: 'games', icon: 'game' },
  { id: 'defi', icon: 'cube' },
  { id: 'b2x', icon: 'users' },
] as const satisfies readonly { id: string; icon: GlyphName }[];

export const aboutValues = [
  { id: 'innovation', icon: 'bolt' },
  { id: 'security', icon: 'shield' },
  { id: 'support', icon: 'headset' },
] as const satisfies readonly { id: string; icon: GlyphName }[];
