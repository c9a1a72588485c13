// A private file opens through a short-lived link the server issues on request (a resume, a delivered file): in a
// new tab when the browser shows it (a photo), or downloaded in place under its own name.

/**
 * Opens what `link` resolves to in a new tab. The tab is opened now, while the click still counts as the
 * person's, then pointed at the link once it arrives: a window opened after the wait would be blocked as a
 * pop-up. Rejects (closing the tab) when the link cannot be had.
 */
export async function openInNewTab(link: () => Promise<string>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await link();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/**
 * Downloads what `link` resolves to without leaving the page: the server sends it as an attachment under its own
 * name, so the browser saves it and the page stays (a new tab would be left blank).
 */
export async function downloadInPlace(link: () => Promise<string>): Promise<void> {
  window.location.assign(await link());
}
