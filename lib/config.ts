/**
 * The brand and every value the site owner may want to change: names, domain, links, store
 * pages, e-mail addresses, partners shown in the footer and the constants of SPEC.md §9.
 * Change the brand here and rebuild; no other file names it.
 */
export const brand = {
  name: 'Orvyn',
  company: 'Orvyn Labs',
  domain: 'orvyn.example',
  /** Brand colours (SPEC.md §9). */
  colors: {
    blue: '#1504b7',
    blueName: 'Parsian Blue',
    lime: '#d7ff1d',
    limeName: 'Lime Yellow',
  },
  /** The logo mark: a lime ring with an arrow on a blue tile, drawn on a 48 × 48 grid. */
  logo: {
    viewBox: '0 0 48 48',
    tile: 'M12 0h24a12 12 0 0 1 12 12v24a12 12 0 0 1-12 12H12A12 12 0 0 1 0 36V12A12 12 0 0 1 12 0Z',
    ring: 'M24 10a14 14 0 1 0 14 14h-6a8 8 0 1 1-8-8Z',
    arrow: 'M28 10h10v10l-3.6-3.6-6.2 6.2-2.8-2.8 6.2-6.2Z',
  },
} as const;

/**
 * The app icon as pages show it (favicon, install banner): public/icon.svg drawn into a PNG at
 * build time (scripts/copy-assets.mjs). A browser decodes a page's favicon on its main thread,
 * and an SVG there becomes a document of its own (9–25 ms in traces here, on every page). A
 * constant of its own, so the install banner's island does not carry the whole `brand`.
 */
export const appIcon = '/icon.png';

/** Public address of the site, used for canonical URLs, hreflang and the sitemap. */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? `https://${brand.domain}`).replace(/\/$/, '');

/** Base address of the core service; empty means the same origin as the site. */
export const apiBase = (process.env.NEXT_PUBLIC_API_BASE ?? '').replace(/\/$/, '');

export const stores = {
  android: 'https://play.google.com/store/apps/details?id=example.orvyn.wallet',
  ios: 'https://apps.apple.com/app/orvyn-wallet/id0000000000',
} as const;

export const emails = {
  support: process.env.NEXT_PUBLIC_SUPPORT_EMAIL ?? `support@${brand.domain}`,
  contact: process.env.NEXT_PUBLIC_CONTACT_EMAIL ?? `hello@${brand.domain}`,
} as const;

/** The office shown on /contact-us (sample address: replace before going live). */
export const office = ['Orvyn Labs Ltd.', '2 Grand Canal Square', 'Dublin 2, D02 A342', 'Ireland'] as const;

export const externalLinks = {
  blog: `https://blog.${brand.domain}`,
  ucpi: `https://ucpi.${brand.domain}`,
} as const;

/** Social channels in the footer, in SPEC.md §2 order; each opens in a new tab. */
export const socialLinks = [
  { id: 'discord', href: `https://discord.gg/${brand.name.toLowerCase()}` },
  { id: 'telegram', href: `https://t.me/${brand.name.toLowerCase()}_announcements` },
  { id: 'twitter', href: `https://twitter.com/${brand.name.toLowerCase()}` },
  { id: 'instagram', href: `https://www.instagram.com/${brand.name.toLowerCase()}` },
  { id: 'linkedin', href: `https://www.linkedin.com/company/${brand.name.toLowerCase()}` },
  { id: 'facebook', href: `https://www.facebook.com/${brand.name.toLowerCase()}` },
  { id: 'youtube', href: `https://www.youtube.com/@${brand.name.toLowerCase()}` },
  { id: 'medium', href: `https://medium.com/@${brand.name.toLowerCase()}` },
] as const;

export type SocialId = (typeof socialLinks)[number]['id'];

/**
 * Trust marks in the footer. These are fictional sample organisations (see README): replace
 * them with the real auditor, KYC provider and regulator before going live.
 */
export const trustMarks = {
  audit: {
    name: 'Northwall Security Audits',
    logo: '/images/trust/audit.svg',
    certificate: '/docs/audit-certificate.pdf',
  },
  kyc: { name: 'VerifyLane', logo: '/images/trust/kyc.svg' },
  regulator: { name: 'Digital Asset Registry Authority', logo: '/images/trust/regulator.svg' },
} as const;

/** The only addresses the company uses; shown in the official-URLs popup and on /awareness. */
export const officialUrls = [
  `https://${brand.domain}`,
  `https://app.${brand.domain}`,
  externalLinks.blog,
  externalLinks.ucpi,
] as const;

/**
 * The public half of the Ed25519 key that signs the site's checksum list (out/SHA256SUMS.sig),
 * shown on /awareness with the commands that check it. The private half is never in the
 * repository: `npm run keys:generate` makes a pair and the build reads the private key from
 * SITE_SIGNING_KEY (README, "Signed checksums"), refusing one that does not match this.
 */
export const siteSigning = {
  publicKey: `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEA6qcEjvfGENpZqHuEpFuok+TjfFQ1r7KpAfCaYLajUsY=
-----END PUBLIC KEY-----
`,
  /** The file name visitors are told to save it under. */
  keyFile: `${brand.name.toLowerCase()}-site-key.pem`,
  /** The checksum list and its signature, at the root of the export. */
  sumsFile: 'SHA256SUMS',
  signatureFile: 'SHA256SUMS.sig',
} as const;

/** Timings and limits of SPEC.md §9. */
export const constants = {
  installBannerDelayMs: 10_000,
  installBannerMaxWidth: 1080,
  referralBannerDelayMs: 8_000,
  referralBannerReshowMs: 2_880_000,
  sendNowBreakpoint: 992,
  scrollTopThreshold: 300,
  downloadsRedirectDelayMs: 500,
  toastDurationMs: 5_000,
  fraudReportAnswerHours: 24,
  responseSuccessCode: 200,
  /** The largest JSON request body the service takes (the API docs state it). */
  requestBodyKb: 16,
} as const;

/** Fees and amounts stated in content (SPEC.md §9); percentages are plain numbers (0.5 = 0.5 %). */
export const fees = {
  platformPercent: 0,
  swapPercent: 0.5,
  p2pMaxPercent: 0.5,
  minSendUsd: 10,
} as const;

/** Figures of the legal texts (SPEC.md §4, §9): one source for the terms and the privacy policy. */
export const legal = {
  version: '2.0',
  effective: '2026-12-01',
  minAge: 18,
  /** Verification documents and transaction records, after an account is closed (AML law). */
  retentionYears: 5,
  breachNoticeHours: 72,
  /** Liability cap: the fees of the last `capMonths` months, or `capUsd` if greater. */
  capMonths: 6,
  capUsd: 100,
  /** ISO 3166-1 code of the country whose law governs the terms (named in the reader's language). */
  governingLaw: 'IE',
  /** Notice before a new or higher fee, or an important change of the terms or the policy. */
  changeNoticeDays: 30,
  /** Full answer to a complaint. */
  complaintDays: 15,
  /** Answer to a request to exercise a data protection right. */
  rightsAnswerMonths: 1,
} as const;

/**
 * How long the service keeps what visitors submit (the privacy policy quotes these; the service's
 * retention job enforces them). Days, counted from the record's creation; an unsubscribed address
 * from its unsubscription, a mail from its sending.
 */
export const retention = {
  /** Newsletter sign-ups never confirmed with the double opt-in link. */
  unconfirmedSubscriberDays: 30,
  /** Unsubscribed newsletter addresses. */
  unsubscribedDays: 30,
  /** Demo requests, contact messages and e-book requests. */
  requestDays: 730,
  /** Fraud reports, which may be evidence for the authorities. */
  fraudReportDays: 1825,
  /** Mails in the outbox once sent (a mail not yet sent stays until it is). */
  sentMailDays: 90,
  /** The service's request logs, rotated by the host. */
  logDays: 30,
} as const;

/** Marketing figures stated in content (SPEC.md §1). */
export const claims = {
  p2pMerchants: 50_000,
  /** "Transactions in under two minutes": the send screen of the home page's phone. */
  transferMinutes: 2,
} as const;

/** Account lifecycle (SPEC.md §4). */
export const account = {
  reactivationDays: 15,
  inactivityMonths: 12,
} as const;

/** Motion timings of SPEC.md §9. */
export const timings = {
  typewriter: { typeMs: 150, deleteMs: 50, pauseMs: 1000 },
  tickerLoopS: 30,
  homeHashScroll: { delayMs: 6000, durationMs: 100, offset: 300 },
  aboutHashScroll: { delayMs: 800, offset: -300 },
  /**
   * Benefits carousel: a slide every 1000 ms, each move taking about 1500 ms. Embla's `duration`
   * is not in ms (its default 25 moves in roughly 0.8 s); 45 gives about 1.5 s.
   */
  aboutCarousel: { autoplayMs: 1000, emblaDuration: 45 },
} as const;

/** Browser storage keys (SPEC.md §3). */
export const storageKeys = {
  language: 'language',
  referralDismissedAt: 'acceptConditionforref',
  /** localStorage: the official-URLs popup was acknowledged ("Got it"). */
  officialUrlsSeen: 'officialUrlsSeen',
  /** sessionStorage: the install banner was closed in this visit. */
  installBannerClosed: 'installBannerClosed',
  /** sessionStorage: the rewards page's popup was shown in this visit. */
  rewardsPopupSeen: 'rewardsPopupSeen',
} as const;

/** When the rewards page's popup opens, once per visit. */
export const rewardsPopupDelayMs = 2000;
