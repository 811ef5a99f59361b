import { getTranslations } from 'next-intl/server';
import { StaticDialog } from '@/components/ui/StaticDialog';
import { officialUrls } from '@/lib/config';
import { officialUrlsDialogId, officialUrlsScript } from '@/lib/official-urls';
import styles from './Banners.module.css';

/**
 * The official addresses, shown once per visitor until it is closed (SPEC.md §2). No island: the
 * browser runs the dialog, and lib/official-urls.ts opens it on a first visit before the first paint.
 */
export async function OfficialUrls() {
  const t = await getTranslations('banners');
  return (
    <>
      <StaticDialog
        id={officialUrlsDialogId}
        title={t('official.title')}
        closeLabel={t('install.close')}
        size="sm"
        withPage
      >
        <p>{t('official.text')}</p>
        <ul className={styles.urls} lang="en" dir="ltr">
          {officialUrls.map((url) => (
            <li key={url}>{url.replace(/^https:\/\//, '')}</li>
          ))}
        </ul>
        {/* A dialog form: every browser with <dialog> closes it on Got it, before and without script. */}
        <form method="dialog" className={styles.gotItForm}>
          <button type="submit" className={styles.gotIt}>
            {t('official.gotIt')}
          </button>
        </form>
      </StaticDialog>
      <script dangerouslySetInnerHTML={{ __html: officialUrlsScript }} />
    </>
  );
}
