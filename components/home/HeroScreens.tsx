import { getLocale, getTranslations } from 'next-intl/server';
import styles from './HeroScreens.module.css';

/** The example figures the two screens show (a mock-up, not an account). */
const wallet = {
  balanceUsd: 2480.15,
  coins: [
    { name: 'Bitcoin', amount: 0.021, digits: 3, color: '#f7931a' },
    { name: 'Ethereum', amount: 0.48, digits: 2, color: '#627eea' },
    { name: 'Tether', amount: 640, digits: 2, color: '#26a17b' },
    { name: 'Solana', amount: 3.2, digits: 2, color: '#9945ff' },
  ],
} as const;
const send = { phone: '+44 7700 900123', amount: 25, fee: 1, coin: 'USDT', minutes: 2 } as const;

function Phone({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <span className={styles.screen}>
      <span className={styles.phone}>
        <span className={styles.notch} />
        <span className={styles.title}>{title}</span>
        {children}
        <span className={styles.dots}>
          <i />
          <i />
          <i />
        </span>
      </span>
    </span>
  );
}

/**
 * The two phone screens beside the home page's heading: the wallet and a send to a phone number,
 * drawn in HTML in the page's language, font and direction, with the figures in its number format,
 * so they paint in the first frame with the text (the largest paint is the heading's).
 * Decorative: the heading and the lead say what they show.
 */
export async function HeroScreens() {
  const t = await getTranslations('home');
  const locale = await getLocale();
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    );
  const usd = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  return (
    <div className={styles.art} aria-hidden="true">
      <Phone title={t('screens.wallet')}>
        <span className={styles.balance}>
          <span>{t('screens.totalBalance')}</span>
          {/* Left to right in every language: "$US 2,480.15" is how a right-to-left line would turn it. */}
          <b dir="ltr">{usd.format(wallet.balanceUsd).replace(/\u200f/g, '')}</b>
          <i />
        </span>
        {wallet.coins.map((coin) => (
          <span key={coin.name} className={styles.row}>
            <i style={{ background: coin.color }} />
            <span>{coin.name}</span>
            <b>{number(coin.amount, coin.digits)}</b>
          </span>
        ))}
      </Phone>
      <Phone title={t('screens.sendTitle')}>
        <span className={styles.field} dir="ltr">
          {send.phone}
        </span>
        <b className={styles.amount}>
          {number(send.amount)} {send.coin}
        </b>
        <span className={styles.note}>
          {t('screens.sendFee', { fee: `${number(send.fee)} ${send.coin}`, minutes: number(send.minutes) })}
        </span>
        <span className={styles.keypad}>
          {Array.from({ length: 9 }, (_, i) => (
            <i key={i} />
          ))}
        </span>
        <span className={styles.button}>{t('sendNow')}</span>
      </Phone>
    </div>
  );
}
