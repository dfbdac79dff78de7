import { FIRST_ANSWER_ID, type FirstAnswer } from '../../domain/first-page';

/**
 * The answer the page came with for its first screen (docs/decisions/060), once: the element is removed as it is
 * read, so a later visit to the screen in the same page asks the server. Undefined when the page has none.
 */
export function takeFirstAnswer(): FirstAnswer | undefined {
  const element = document.getElementById(FIRST_ANSWER_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstAnswer;
  } catch {
    return undefined;
  }
}
