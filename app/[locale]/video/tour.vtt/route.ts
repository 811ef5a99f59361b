import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/lib/i18n/locales';

// The promo tour's captions in each language (/video/tour.vtt, /<locale>/video/tour.vtt): the video
// (scripts/make-videos.sh) draws no words, one scene every 4 s, and says what the hero's typewriter
// says, in the same order.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

const SCENE_SECONDS = 4;
const time = (seconds: number) => `00:00:${String(seconds).padStart(2, '0')}.000`;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  const lines = t.raw('typewriter') as string[];
  // In the middle of the picture, where the scene leaves room for it.
  const cues = lines.map(
    (line, i) =>
      `${i + 1}\n${time(i * SCENE_SECONDS)} --> ${time((i + 1) * SCENE_SECONDS)} line:45% align:center size:90%\n${line}`,
  );
  return new Response(`WEBVTT\n\n${cues.join('\n\n')}\n`, {
    headers: { 'Content-Type': 'text/vtt; charset=utf-8' },
  });
}
