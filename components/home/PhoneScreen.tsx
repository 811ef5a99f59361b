import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { claims, fees } from '@/lib/config';
import { formatPercent, usdText } from '@/lib/format';
import styles from './Home.module.css';

export type ScreenName = 'wallet' | 'send' | 'offline' | 'swap' | 'p2p' | 'pay';

/** The example figures the screens show (a mock-up, not an account). */
const wallet = [
  { name: 'Bitcoin', amount: 0.021, digits: 3, color: '#f7931a' },
  { name: 'Ethereum', amount: 0.48, digits: 2, color: '#627eea' },
  { name: 'Tether', amount: 640, digits: 2, color: '#26a17b' },
  { name: 'Solana', amount: 3.2, digits: 2, color: '#9945ff' },
] as const;
const traders = [
  { name: 'Amina', rating: 4.9, price: 1.01, color: '#ff6b35' },
  { name: 'Kofi', rating: 4.8, price: 1.0, color: '#12b886' },
  { name: 'Lena', rating: 5.0, price: 1.02, color: '#845ef7' },
  { name: 'Raj', rating: 4.7, price: 0.99, color: '#f59f00' },
] as const;
/**
 * The QR code's dark modules (7 × 7, finder corners included), as one path: each a square with
 * rounded corners (a smaller square stroked with round joins), a gap of 0.14 module between them.
 */
const qrPath = Array.from({ length: 49 }, (_, i) => [Math.floor(i / 7), i % 7] as const)
  .filter(([r, c]) => ((r * 7 + c) * 37) % 5 < 2 || (r < 2 && c < 2) || (r > 4 && c < 2) || (r < 2 && c > 4))
  .map(([r, c]) => `M${(c * 1.14 + 0.14).toFixed(2)} ${(r * 1.14 + 0.14).toFixed(2)}h.72v.72h-.72z`)
  .join('');

function Row({ color, label, value }: { color: string; label: ReactNode; value: string }) {
  return (
    <span className={styles.row}>
      <i style={{ background: color }} />
      <span>{label}</span>
      <b dir="ltr">{value}</b>
    </span>
  );
}

/** A trader's rating star, drawn (★ is in none of the site's fonts). */
const star = (
  <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true">
    <path d="m12 2 3 6.6 7 .7-5.3 4.8 1.6 7L12 17.4 5.7 21.1l1.6-7L2 9.3l7-.7Z" fill="currentColor" />
  </svg>
);

/**
 * A screen of the app on a phone, drawn in HTML in the page's language, font and direction, with
 * the figures in its number format: the two beside the home page's heading, and the download
 * section's strips. Every length is a share of the phone's width, so it is the same drawing at any
 * size. Decorative (the caller hides it from assistive technology): the text around it says what
 * it shows.
 */
export async function PhoneScreen({ name }: { name: ScreenName }) {
  const t = await getTranslations('home');
  const locale = await getLocale();
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  const coins = (value: number, digits: number, coin: string) => `${number(value, digits)} ${coin}`;
  const percent = (value: number) => formatPercent(locale, value);

  const screens: Record<ScreenName, { title: string; body: ReactNode }> = {
    wallet: {
      title: t('screens.wallet'),
      body: (
        <>
          <span className={styles.balance}>
            <span>{t('screens.totalBalance')}</span>
            {/* Left to right in every language: "$US 2,480.15" is how a right-to-left line turns it. */}
            <b dir="ltr">{usdText(locale, 2480.15, { cents: true })}</b>
            <i />
          </span>
          {wallet.map((coin) => (
            <Row
              key={coin.name}
              color={coin.color}
              label={coin.name}
              value={number(coin.amount, coin.digits)}
            />
          ))}
        </>
      ),
    },
    send: {
      title: t('screens.sendTitle'),
      body: (
        <>
          <span className={styles.field} dir="ltr">
            +44 7700 900123
          </span>
          <b className={styles.amount}>{coins(25, 0, 'USDT')}</b>
          <span className={styles.note}>
            {t('screens.sendFee', { fee: coins(1, 0, 'USDT'), minutes: claims.transferMinutes })}
          </span>
          <span className={styles.keypad}>
            {Array.from({ length: 9 }, (_, i) => (
              <i key={i} />
            ))}
          </span>
          <span className={styles.button}>{t('sendNow')}</span>
        </>
      ),
    },
    offline: {
      title: t('screens.offlineTitle'),
      body: (
        <>
          <span className={styles.picture}>
            <svg viewBox="0 0 180 120" aria-hidden="true">
              <path
                d="M50 84 L90 32 L130 84 Z"
                fill="none"
                stroke="#1504b7"
                strokeWidth="6"
                strokeLinejoin="round"
              />
              <line
                x1="40"
                y1="26"
                x2="140"
                y2="104"
                stroke="#e5484d"
                strokeWidth="5"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <span className={styles.note}>{t('screens.offlineCode')}</span>
          <span className={styles.code}>
            {Array.from({ length: 6 }, (_, i) => (
              <i key={i} data-filled={i < 4} />
            ))}
          </span>
          <span className={styles.button}>{t('screens.confirm')}</span>
        </>
      ),
    },
    swap: {
      title: t('screens.swap'),
      body: (
        <>
          <Row color="#627eea" label={t('screens.youPay')} value={coins(0.1, 2, 'ETH')} />
          <span className={styles.swapIcon}>
            <svg viewBox="0 0 32 32" aria-hidden="true">
              <path
                d="M10 10v12m0 0-4-4m4 4 4-4M22 22V10m0 0-4 4m4-4 4 4"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
              />
            </svg>
          </span>
          <Row color="#2775ca" label={t('screens.youGet')} value={coins(312.4, 2, 'USDC')} />
          <span className={styles.note}>{t('screens.swapFee', { fee: percent(fees.swapPercent) })}</span>
          <span className={styles.button}>{t('screens.swap')}</span>
        </>
      ),
    },
    p2p: {
      title: t('screens.p2pTitle'),
      body: (
        <>
          {traders.map((trader) => (
            <Row
              key={trader.name}
              color={trader.color}
              label={
                <>
                  {trader.name} · {number(trader.rating, 1)}
                  {star}
                </>
              }
              value={coins(trader.price, 2, 'USD')}
            />
          ))}
          <span className={styles.note}>{t('screens.p2pFee', { fee: percent(fees.p2pMaxPercent) })}</span>
          <span className={styles.button}>{t('screens.buy', { coin: 'USDT' })}</span>
        </>
      ),
    },
    pay: {
      title: t('screens.payTitle'),
      body: (
        <>
          <span className={styles.qrCode}>
            <svg viewBox="0 0 7.84 7.84" aria-hidden="true">
              <path
                d={qrPath}
                fill="currentColor"
                stroke="currentColor"
                strokeWidth=".28"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <span className={styles.note}>{t('screens.nfc')}</span>
          <span className={styles.picture}>
            <svg viewBox="0 0 180 60" aria-hidden="true">
              <path
                d="M76 18c8 8 8 22 0 30M86 12c12 12 12 30 0 42M96 6c16 16 16 38 0 54"
                stroke="#1504b7"
                strokeWidth="4"
                fill="none"
                strokeLinecap="round"
              />
            </svg>
          </span>
          <span className={styles.button}>{t('screens.pay', { amount: coins(18.5, 2, 'USDC') })}</span>
        </>
      ),
    },
  };
  const { title, body } = screens[name];
  return (
    <span className={styles.screen}>
      <span className={styles.phone}>
        <span className={styles.notch} />
        <span className={styles.title}>{title}</span>
        {body}
        <span className={styles.dots}>
          <i />
          <i />
          <i />
        </span>
      </span>
    </span>
  );
}
