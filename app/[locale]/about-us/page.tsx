import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HashScroll } from '@/components/ui/HashScroll';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { CardGrid, Section } from '@/components/page/Story';
import storyStyles from '@/components/page/Story.module.css';
import { Carousel } from '@/components/ui/Carousel';
import { Glyph } from '@/components/page/Glyph';
import { fees, timings } from '@/lib/config';
import { aboutBenefits, aboutPillars, aboutUseCases, aboutValues } from '@/lib/data/story';
import { routeMetadata } from '@/lib/metadata';
import { formatPercent } from '@/lib/format';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'aboutUs');

export default async function AboutPage(props: LocaleParams) {
  const locale = await pageLocale(props);
  setRequestLocale(locale);
  const t = await getTranslations('aboutUs');
  const swapFee = formatPercent(locale, fees.swapPercent);

  return (
    <>
      <PageIntro page="aboutUs" />
      <HashScroll
        fallbackId="mission"
        delayMs={timings.aboutHashScroll.delayMs}
        offset={timings.aboutHashScroll.offset}
      />
      <Section id="mission">
        <CardGrid
          columns={2}
          items={[
            { key: 'mission', title: t('mission.heading'), text: t('mission.text'), icon: 'globe' },
            { key: 'vision', title: t('vision.heading'), text: t('vision.text'), icon: 'eye' },
          ]}
        />
      </Section>
      <Section id="pillars" heading={t('pillars.heading')}>
        <CardGrid
          items={aboutPillars.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`pillars.${id}.title`),
            text: t(`pillars.${id}.text`),
          }))}
        />
      </Section>
      <Section id="benefits" heading={t('benefits.heading')} tone="soft">
        <Carousel
          label={t('benefits.label')}
          previous={t('benefits.previous')}
          next={t('benefits.next')}
          perView="responsive"
          autoplay={{
            delayMs: timings.aboutCarousel.autoplayMs,
            duration: timings.aboutCarousel.emblaDuration,
            pause: t('benefits.pause'),
            play: t('benefits.play'),
          }}
        >
          {aboutBenefits.map(({ id, icon }) => (
            <div key={id} className={storyStyles.card}>
              <span className={storyStyles.cardIcon}>
                <Glyph name={icon} size={26} />
              </span>
              <h3 className={storyStyles.cardTitle}>{t(`benefits.${id}.title`)}</h3>
              <p>{id === 'swap' ? t('benefits.swap.text', { swapFee }) : t(`benefits.${id}.text`)}</p>
            </div>
          ))}
        </Carousel>
      </Section>
      <Section id="use-cases" heading={t('useCases.heading')}>
        <CardGrid
          items={aboutUseCases.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`useCases.${id}.title`),
            text: t(`useCases.${id}.text`),
          }))}
        />
      </Section>
      <Section id="values" heading={t('values.heading')}>
        <CardGrid
          items={aboutValues.map(({ id, icon }) => ({
            key: id,
            icon,
            title: t(`values.${id}.title`),
            text: t(`values.${id}.text`),
          }))}
        />
      </Section>
      <div className={storyStyles.end} />
    </>
  );
}
