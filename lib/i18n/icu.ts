/**
 * What an ICU message is made of, read from its parsed form (@formatjs/icu-messageformat-parser):
 * for `npm run i18n:check` and the message tests.
 */
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The ICU arguments a message uses (plural branches' words are text, not arguments). */
export function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== TYPE.literal) names.add(element.value);
    if ('options' in element)
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    if ('children' in element) argumentNames(element.children, names);
  }
  return names;
}
/** The branches of each plural argument of a message ("days" → one, other). */
export function pluralBranches(elements: MessageFormatElement[], found = new Map<string, Set<string>>()) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      const branches = found.get(element.value) ?? new Set<string>();
      for (const key of Object.keys(element.options)) branches.add(key);
      found.set(element.value, branches);
    }
    if ('options' in element)
      for (const option of Object.values(element.options)) pluralBranches(option.value, found);
  }
  return found;
}
