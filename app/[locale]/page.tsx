import { setRequestLocale } from 'next-intl/server';
import { BenefitPanels } from '@/components/home/BenefitPanels';
import { CoinsSection } from '@/components/home/CoinsSection';
import { CountryShowcase } from '@/components/home/CountryShowcase';
import { DownloadSection } from '@/components/home/DownloadSection';
import { Hero } from '@/components/home/Hero';
import { Highlights } from '@/components/home/Highlights';
import { PartnersStrip } from '@/components/home/PartnersStrip';
import { Steps } from '@/components/home/Steps';
import { Ticker } from '@/components/home/Ticker';
import { VideoSection } from '@/components/home/VideoSection';
import { AppJsonLd } from '@/components/page/AppJsonLd';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { routeMetadata } from '@/lib/metadata';

export const generateMetadata = async (props: LocaleParams) => routeMetadata(await pageLocale(props), 'home');

export default async function HomePage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  return (
    <>
      <Hero />
      <Steps />
      <Ticker />
      <CountryShowcase />
      <BenefitPanels />
      <VideoSection />
      <DownloadSection />
      <PartnersStrip />
      <CoinsSection />
      <Highlights />
      <AppJsonLd />
    </>
  );
}
