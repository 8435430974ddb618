/** What became of a copy: done, the page's Markdown did not load, or the browser refused the clipboard. */
export type CopyOutcome = 'copied' | 'unavailable' | 'refused';

async function fetchTwin(twinPath: string): Promise<string> {
  const response = await fetch(twinPath);
  // A host that answers every path with an HTML page (a 404 page, a single-page fallback) has no twin.
  if (!response.ok || response.headers.get('content-type')?.includes('text/html')) {
    throw new Error(`No Markdown at ${twinPath} (${response.status})`);
  }
  return response.text();
}

/**
 * Copies the text of a page's Markdown twin to the clipboard. The write starts at once, with the
 * text still loading: Safari lets a click write to the clipboard only while the click is being
 * handled, so it needs the pending text (a ClipboardItem promise), not the text after a fetch.
 */
export async function copyMarkdownTwin(twinPath: string): Promise<CopyOutcome> {
  const text = fetchTwin(twinPath);
  try {
    if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
      const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    } else {
      await navigator.clipboard.writeText(await text);
    }
    return 'copied';
  } catch {
    // A twin that failed to load fails the write too: then that is the reason to give.
    return text.then(
      () => 'refused',
      () => 'unavailable',
    );
  }
}
