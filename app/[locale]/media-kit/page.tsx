import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { buttonClassName } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { brand, emails } from '@/lib/config';
import { logoUrl, mediaKit } from '@/lib/data/media-kit';
import { routeMetadata } from '@/lib/metadata';
import { KitDownload } from './_components/KitDownload';
import styles from './_components/MediaKit.module.css';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'mediaKit');

export default async function MediaKitPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  const t = await getTranslations('mediaKit');
  const status = { downloading: t('downloading'), success: t('success'), empty: t('empty') };
  // The address in the sentence is a link: split the sentence around its {email} argument.
  const [contactBefore, contactAfter = ''] = (t.raw('usage.contact') as string).split('{email}');
  const colours = [
    { name: brand.colors.blueName, hex: brand.colors.blue, tone: 'blue' },
    { name: brand.colors.limeName, hex: brand.colors.lime, tone: 'lime' },
  ] as const;

  return (
    <>
      <PageIntro page="mediaKit" />
      <section className={`container keep-rendered ${styles.kit}`}>
        <article className={styles.item}>
          <div className={`${styles.preview} ${styles.blue}`}>
            <img src={logoUrl('mark', 'svg')} alt="" width={72} height={72} />
            <span className={styles.previewLabel}>PDF</span>
          </div>
          <h2 className={styles.heading}>{t('items.guide.heading')}</h2>
          <p>{t('items.guide.text')}</p>
          <KitDownload
            files={[{ path: mediaKit.guide.name, url: mediaKit.guide.file }]}
            name={mediaKit.guide.name}
            zip={false}
            labels={{ action: t('items.guide.action'), ...status }}
          />
        </article>

        <article className={styles.item}>
          <div className={styles.preview}>
            <img src={logoUrl('logo', 'svg')} alt="" width={200} height={54} />
          </div>
          <h2 className={styles.heading}>{t('items.logos.heading')}</h2>
          <p>{t('items.logos.text')}</p>
          <KitDownload
            files={mediaKit.logos.files}
            name={mediaKit.logos.name}
            zip
            labels={{ action: t('items.logos.action'), ...status }}
          />
        </article>

        <article className={styles.item}>
          <div className={`${styles.preview} ${styles.lime}`}>
            <img src="/images/screens/wallet.svg" alt="" width={60} height={120} />
            <img src="/images/screens/send.svg" alt="" width={60} height={120} />
            <img src="/images/screens/pay.svg" alt="" width={60} height={120} />
          </div>
          <h2 className={styles.heading}>{t('items.images.heading')}</h2>
          <p>{t('items.images.text')}</p>
          <KitDownload
            files={mediaKit.images.files}
            name={mediaKit.images.name}
            zip
            labels={{ action: t('items.images.action'), ...status }}
          />
        </article>

        <article className={styles.item}>
          <div className={`${styles.preview} ${styles.type}`} aria-hidden="true">
            Aa
          </div>
          <h2 className={styles.heading}>{t('items.typeface.heading')}</h2>
          <p>{t('items.typeface.text', { font: mediaKit.typeface.name })}</p>
          <div className={styles.links}>
            <a href={mediaKit.typeface.file} target="_blank" rel="noopener" className={buttonClassName({})}>
              {t('items.typeface.action')} <span className="visually-hidden">{t('newTab')}</span>
            </a>
            <a href={mediaKit.typeface.licence} target="_blank" rel="noopener">
              {t('items.typeface.licence')} <span className="visually-hidden">{t('newTab')}</span>
            </a>
          </div>
        </article>

        <article className={`${styles.item} ${styles.wide}`}>
          <h2 className={styles.heading}>{t('items.colours.heading')}</h2>
          <p>{t('items.colours.text')}</p>
          <ul className={styles.swatches}>
            {colours.map((colour) => (
              <li key={colour.hex} className={`${styles.swatch} ${styles[colour.tone]}`}>
                {/* The colours' names are the brand's own, in English in every language. */}
                <span className={styles.swatchName} lang="en">
                  {colour.name}
                </span>
                {/* Isolated: in Arabic and Urdu a leading "#" would otherwise move after the letters. */}
                <bdi className={styles.hex}>{colour.hex.toUpperCase()}</bdi>
                <CopyButton
                  value={colour.hex}
                  label={t('items.colours.copy', { hex: colour.hex.toUpperCase() })}
                  copied={t('items.colours.copied', { hex: colour.hex.toUpperCase() })}
                />
              </li>
            ))}
          </ul>
        </article>
      </section>

      <section className={`container ${styles.usage}`} aria-labelledby="usage-heading">
        <h2 id="usage-heading" className={styles.heading}>
          {t('usage.heading')}
        </h2>
        <ul>
          <li>{t('usage.do')}</li>
          <li>{t('usage.dont')}</li>
        </ul>
        <p>
          {contactBefore}
          <a href={`mailto:${emails.contact}`}>{emails.contact}</a>
          {contactAfter}
        </p>
      </section>
    </>
  );
}
