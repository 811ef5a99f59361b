import type { FieldErrors, FieldValues, Path } from 'react-hook-form';
import { issueCode, type FieldIssue } from '@/lib/forms/issues';
import { postedForms, type FormId } from '@/lib/forms/posts';

/** For each field, the label key of each issue code (a missing code falls back to `required`). */
export type ErrorKeys<V extends FieldValues, L> = Record<keyof V, Partial<Record<FieldIssue, keyof L>>>;

/** The label keys of a form's field issues, from the one description of its posted fields. */
export function errorKeysOf<V extends FieldValues, L>(form: FormId): ErrorKeys<V, L> {
  return Object.fromEntries(
    Object.entries(postedForms[form].fields).map(([name, field]) => [name, field.errors]),
  ) as ErrorKeys<V, L>;
}

/** The visitor-facing message of a field's current issue, from the form's labels. */
export function fieldError<V extends FieldValues, L extends Record<string, string>>(
  errors: FieldErrors<V>,
  field: Path<V> & keyof V,
  keys: ErrorKeys<V, L>,
  labels: L,
): string | undefined {
  const issue = errors[field];
  if (!issue) return undefined;
  const key = keys[field][issueCode(issue.message as string | undefined)] ?? keys[field].required;
  return key ? labels[key] : undefined;
}
