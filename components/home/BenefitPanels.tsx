import { getTranslations } from 'next-intl/server';
import { benefitPanels } from '@/lib/data/home';
import { ContactlessArt, OfflineArt, P2PArt } from './Illustrations';
import styles from './Home.module.css';

const art = { offline: OfflineArt, p2p: P2PArt, contactless: ContactlessArt };

/** Four stacked panels alternating lime and blue; the first plays a muted looping video. */
export async function BenefitPanels() {
  const t = await getTranslations('home');
  return (
    <div className={`container ${styles.panels}`}>
      {benefitPanels.map((panel) => {
        const Art = panel.media === 'video' ? null : art[panel.media];
        return (
          <section
            key={panel.id}
            className={`${styles.panel} ${styles[panel.tone]}`}
            aria-labelledby={`panel-${panel.id}`}
          >
            <div className={styles.panelText}>
              <h2 id={`panel-${panel.id}`} className={styles.panelHeading}>
                {t(`panels.${panel.id}.title`)}
              </h2>
              <p>{t(`panels.${panel.id}.text`)}</p>
            </div>
            <div className={styles.panelMedia}>
              {Art ? (
                <Art />
              ) : (
                // Muted and decorative; with reduced motion the CSS hides it and the poster shows.
                <video
                  className={styles.panelVideo}
                  autoPlay
                  muted
                  loop
                  playsInline
                  preload="none"
                  poster="/video/panel.jpg"
                  width={640}
                  height={600}
                  aria-hidden="true"
                >
                  <source src="/video/panel.webm" type="video/webm" />
                  <source src="/video/panel.mp4" type="video/mp4" />
                </video>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
