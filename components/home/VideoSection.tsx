import { getLocale, getTranslations } from 'next-intl/server';
import { localeInfo } from '@/lib/i18n/locales';
import { PromoVideo } from './PromoVideo';
import styles from './Home.module.css';

export async function VideoSection() {
  const t = await getTranslations('home');
  const locale = await getLocale();
  return (
    <section className={`container ${styles.section}`} aria-labelledby="video-heading">
      <div className={styles.videoCard}>
        <div className={styles.videoText}>
          <h2 id="video-heading" className={styles.sectionHeading}>
            {t('video.heading')}
          </h2>
          <p>{t('video.text')}</p>
          <PromoVideo
            play={t('video.play')}
            close={t('video.close')}
            title={t('video.title')}
            captions={{
              src: `/video/captions/${locale}.vtt`,
              lang: locale,
              label: localeInfo(locale).native,
            }}
          />
        </div>
        <img
          src="/video/tour.jpg"
          alt=""
          width={1280}
          height={720}
          loading="lazy"
          className={styles.videoPoster}
        />
      </div>
    </section>
  );
}
