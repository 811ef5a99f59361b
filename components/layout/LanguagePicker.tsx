import { opensDialog, StaticDialog } from '@/components/ui/StaticDialog';
import type { Locale, LocaleInfo } from '@/lib/i18n/locales';
import { flagImage } from '@/lib/flags';
import { LanguageList, type LanguageListLabels } from './LanguageList';
import styles from './LanguagePicker.module.css';

export interface PickerLabels extends LanguageListLabels {
  button: string;
  title: string;
  close: string;
}

const dialogId = 'language-picker';

/**
 * The language button and its "Select Language" dialog. The browser opens and closes the dialog
 * by itself and the list is made of plain links to the same page in every language, so the
 * picker works before and without script; with script it adds the search and the stored choice.
 */
export function LanguagePicker({
  current,
  languages,
  labels,
}: {
  current: Locale;
  languages: readonly LocaleInfo[];
  labels: PickerLabels;
}) {
  const active = languages.find((l) => l.code === current);
  return (
    <>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" {...opensDialog(dialogId)}>
        {active && <img className={styles.flag} src={flagImage(active.flag)} width={24} height={18} alt="" />}
        {/* The name starts with "Language: …" and holds the visible code (WCAG 2.5.3). */}
        <span className="visually-hidden">{labels.button}, </span>
        <span className={styles.code}>{current}</span>
      </button>
      <StaticDialog id={dialogId} title={labels.title} closeLabel={labels.close} size="lg">
        <LanguageList
          current={current}
          languages={languages}
          labels={{
            search: labels.search,
            searchPlaceholder: labels.searchPlaceholder,
            notAvailable: labels.notAvailable,
            loading: labels.loading,
            current: labels.current,
          }}
        />
      </StaticDialog>
    </>
  );
}
