import type {Page} from '@playwright/test';

/** What the browser reports when the page's Content Security Policy blocks something. */
export type PolicyViolation = {
  /** The address of the page, path and query. */
  readonly page: string;
  /** The directive that blocked it, such as `script-src-elem`. */
  readonly directive: string;
  /** What was blocked: a URL, or `inline` or `eval`. */
  readonly blockedUri: string;
  /** The start of the blocked code, when the policy asks for it (empty otherwise). */
  readonly sample: string;
  /** Where the blocked code or the code that tried it is, `file:line`. */
  readonly source: string;
};

/** One violation, on one line, as the failures list it. */
export function describeViolation(violation: PolicyViolation): string {
  const sample = violation.sample ? ` ("${violation.sample}")` : '';
  const source = violation.source ? `, from ${violation.source}` : '';
  return `Content Security Policy violation on ${violation.page}: ${violation.directive} blocked ${violation.blockedUri}${sample}${source}`;
}

/**
 * Calls `report` with each Content Security Policy violation of every document the page opens
 * from now on. The listener is added before any of the page's own scripts runs (an init script),
 * so a violation of the first inline script counts too; it reports through a binding, which
 * outlives navigations.
 */
export async function watchPolicyViolations(
  page: Page,
  report: (violation: PolicyViolation) => void,
): Promise<void> {
  await page.exposeBinding('__reportPolicyViolation', (_source, violation: PolicyViolation) =>
    report(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const send = (window as unknown as {__reportPolicyViolation: (v: PolicyViolation) => void})
        .__reportPolicyViolation;
      send({
        page: `${location.pathname}${location.search}`,
        directive: event.effectiveDirective,
        blockedUri: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
      });
    });
  });
}
