/**
 * Issue codes of the forms' fields. The schemas' issue messages are these codes; each side turns
 * them into words (the site's forms into their namespace's messages, the service into the `api`
 * namespace, naming the field). Kept apart from the schemas, so a form can read them without
 * loading zod.
 */
export type FieldIssue = 'required' | 'invalid' | 'tooLong' | 'tooShort' | 'tooEarly';

/** Message of the first issue as a field code (for the forms' error texts). */
export function issueCode(message: string | undefined): FieldIssue {
  return message === 'required' || message === 'tooLong' || message === 'tooShort' || message === 'tooEarly'
    ? message
    : 'invalid';
}
