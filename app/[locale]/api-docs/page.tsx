import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageLocale, type LocaleParams } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/PageIntro';
import { Section } from '@/components/page/Story';
import storyStyles from '@/components/page/Story.module.css';
import { buttonClassName } from '@/components/ui/Button';
import { constants } from '@/lib/config';
import { routeMetadata } from '@/lib/metadata';
import { version } from '@/package.json';
import { openApiDocument, type OperationId } from '@/service/openapi';
import styles from './ApiDocs.module.css';
import table from '@/components/ui/Table.module.css';

export const generateMetadata = async (props: LocaleParams) =>
  routeMetadata(await pageLocale(props), 'apiDocs');

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  items?: Schema;
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  enum?: unknown[];
  $ref?: string;
}

interface Operation {
  operationId: string;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, unknown>;
}

/** Constraints of a field in the notation of the OpenAPI description itself. */
function notes(schema: Schema): string {
  return [
    schema.const !== undefined && JSON.stringify(schema.const),
    schema.enum && schema.enum.map((v) => JSON.stringify(v)).join(' | '),
    schema.format && `format: ${schema.format}`,
    schema.minLength !== undefined && schema.minLength > 1 && `minLength: ${schema.minLength}`,
    schema.maxLength !== undefined && `maxLength: ${schema.maxLength}`,
    schema.items?.type && `items: ${schema.items.type}`,
  ]
    .filter(Boolean)
    .join(', ');
}

export default async function ApiDocsPage(props: LocaleParams) {
  setRequestLocale(await pageLocale(props));
  const t = await getTranslations('apiDocs');
  const document = openApiDocument(version);
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods as Record<string, Operation>).map(([method, operation]) => ({
      path,
      method,
      operation,
    })),
  );

  /** A request body's fields; `code` (the variant's `type = "…"`) is shown as code after the label. */
  const fields = (schema: Schema, label: string, code?: string) => (
    <div
      className={table.frame}
      key={code ?? label}
      tabIndex={0}
      role="group"
      aria-label={code ? `${label}: ${code}` : label}
    >
      <table className={`${table.table} ${styles.table}`}>
        <caption>
          {label}
          {code && (
            <>
              : <code>{code}</code>
            </>
          )}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('field')}</th>
            <th scope="col">{t('type')}</th>
            <th scope="col">{t('required')}</th>
            <th scope="col">{t('limitsHeading')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(schema.properties ?? {}).map(([name, field]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>
                <code>{field.type}</code>
              </td>
              <td>{schema.required?.includes(name) ? t('yes') : t('no')}</td>
              <td>
                <code>{notes(field)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <>
      <PageIntro page="apiDocs">
        <p>
          <a className={buttonClassName({ variant: 'secondary' })} href="/openapi.json" download>
            {t('spec')}
          </a>
        </p>
      </PageIntro>
      <Section id="base" heading={t('base')}>
        <p className={storyStyles.text}>{t('baseText', { successCode: constants.responseSuccessCode })}</p>
        <h3>{t('limitsHeading')}</h3>
        <p className={storyStyles.text}>{t('limits', { bodyKb: constants.requestBodyKb })}</p>
      </Section>
      <Section id="calls" heading={t('endpointsHeading')}>
        <nav aria-label={t('endpointsHeading')}>
          <ul className={styles.index}>
            {operations.map(({ path, method, operation }) => (
              <li key={operation.operationId}>
                <a href={`#${operation.operationId}`} dir="ltr">
                  <span className={styles.method} data-method={method}>
                    {method.toUpperCase()}
                  </span>{' '}
                  <code>{path}</code>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {operations.map(({ path, method, operation }) => {
          const body = operation.requestBody?.content['application/json'].schema;
          const variants = body?.anyOf ?? (body ? [body] : []);
          return (
            <article
              key={operation.operationId}
              id={operation.operationId}
              className={styles.operation}
              aria-labelledby={`${operation.operationId}-title`}
            >
              <h3 id={`${operation.operationId}-title`} className={styles.title} dir="ltr">
                <span className={styles.method} data-method={method}>
                  {method.toUpperCase()}
                </span>{' '}
                <code>{path}</code>
              </h3>
              <p>
                {t(`operations.${operation.operationId as OperationId}`, {
                  hours: constants.fraudReportAnswerHours,
                })}
              </p>
              {variants.map((variant, i) =>
                variant.properties?.type?.const !== undefined
                  ? fields(variant, t('request'), `type = ${JSON.stringify(variant.properties.type.const)}`)
                  : fields(variant, variants.length > 1 ? `${t('request')} ${i + 1}` : t('request')),
              )}
              <h4 className={styles.subheading}>{t('responses')}</h4>
              <ul className={styles.statuses}>
                {Object.keys(operation.responses).map((status) => (
                  <li key={status}>
                    <code className={styles.status} data-ok={status === '200'}>
                      {status}
                    </code>{' '}
                    {t(`statuses.${status as '200'}`, { bodyKb: constants.requestBodyKb })}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </Section>
      <div className={storyStyles.end} />
    </>
  );
}
