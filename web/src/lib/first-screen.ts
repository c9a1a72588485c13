// The data the server drew the page with (decision 021), read back from its JSON block in the page: the app
// starts from it, so hydration renders what the server rendered, and the page's own first read is not needed.
import { FIRST_SCREEN_ID, firstScreenFrom, type FirstScreen } from '@marketplace/shared/navigation/first-screen';

/** Undefined when the page came without data (built ahead, or a member's page). */
export function readFirstScreen(): FirstScreen | undefined {
  const block = document.getElementById(FIRST_SCREEN_ID);
  if (!block?.textContent) return undefined;
  try {
    return firstScreenFrom(JSON.parse(block.textContent));
  } catch (error) {
    // Our own server wrote it; if it cannot be read, the page reads its data as a page built ahead does.
    console.warn('The page’s data could not be read; reading it again.', error);
    return undefined;
  }
}
