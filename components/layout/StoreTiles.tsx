import QRCode from 'qrcode';
import { getTranslations } from 'next-intl/server';
import { stores } from '@/lib/config';
import styles from '@/components/home/Home.module.css';

const storeNames = { android: 'Google Play', ios: 'App Store' } as const;

/** QR codes of the store links, drawn at build time into the static HTML (no image request). */
async function qr(url: string) {
  return QRCode.toString(url, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0d0b26', light: '#ffffff' },
  });
}

/** The Android and iOS tiles: QR code, badge text and "download now", opening the store in a new tab. */
export async function StoreTiles({ only }: { only?: readonly ('android' | 'ios')[] } = {}) {
  const t = await getTranslations('home');
  const tc = await getTranslations('common');
  const tiles = await Promise.all(
    (only ?? (['android', 'ios'] as const)).map(async (store) => ({ store, svg: await qr(stores[store]) })),
  );
  return (
    <ul className={styles.tiles}>
      {tiles.map(({ store, svg }) => (
        <li key={store} data-store={store}>
          <a className={styles.tile} href={stores[store]} target="_blank" rel="noopener noreferrer">
            <span
              className={styles.qr}
              role="img"
              aria-label={t('download.qr', { store: storeNames[store] })}
              dangerouslySetInnerHTML={{ __html: svg }}
            />
            <span className={styles.tileText}>
              <span className={styles.badge}>{t(`download.${store}`)}</span>
              <span className={styles.now}>{t('download.now')}</span>
            </span>
            <span className="visually-hidden"> ({tc('opensInNewTab')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
