import type {Page} from '@playwright/test';

/**
 * Brings each Mermaid diagram into view, as a reader scrolling down would (they are drawn only
 * then), and expects every one of them drawn: a diagram Mermaid cannot parse draws nothing.
 */
export async function diagramProblems(page: Page): Promise<string[]> {
  const pending = page.locator('[data-diagram-pending]');
  const diagrams = await pending.count();
  if (diagrams === 0) return [];
  for (let left = diagrams; left > 0; left = await pending.count()) {
    // A diagram near the first screen may draw between the count and the scroll (its code loads
    // after hydration): then there is nothing left to scroll to, and the count below has dropped.
    await pending
      .first()
      .scrollIntoViewIfNeeded({timeout: 5_000})
      .catch(() => undefined);
    try {
      await page.waitForFunction(
        (before) => document.querySelectorAll('[data-diagram-pending]').length < before,
        left,
        {timeout: 10_000},
      );
    } catch {
      return [`${left} of ${diagrams} Mermaid diagrams were still waiting to be drawn after 10 s`];
    }
  }
  // Mermaid draws a diagram some time after it comes into view.
  const drawn = '.docusaurus-mermaid-container > svg';
  try {
    await page.waitForFunction(
      ({selector, expected}) => document.querySelectorAll(selector).length >= expected,
      {selector: drawn, expected: diagrams},
      {timeout: 10_000},
    );
    return [];
  } catch {
    const count = await page.locator(drawn).count();
    return [`${count} of ${diagrams} Mermaid diagrams drawn after 10 s`];
  }
}
