import type {HtmlTagObject} from '@docusaurus/types';

/** Build-time variables that add third-party scripts to every page's head; unset means no tag at all. */
export type HeadTagsEnv = {
  /** The cookie-consent script's https URL. It must load before any tag that may set cookies. */
  CONSENT_SCRIPT_URL?: string;
  /** A Google Tag Manager container id, such as GTM-ABC1234. */
  TAG_MANAGER_ID?: string;
};

export const tagManagerOrigin = 'https://www.googletagmanager.com';

/**
 * The consent script's address from CONSENT_SCRIPT_URL, or undefined when it is unset. A value
 * that is not an https URL stops the build, naming the variable. The page head and the content
 * security policy (config/securityPolicy.ts) read it here, so both see the same address.
 */
export function consentScriptUrl(env: HeadTagsEnv): URL | undefined {
  const url = env.CONSENT_SCRIPT_URL?.trim();
  if (!url) {
    return undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`CONSENT_SCRIPT_URL is not a URL: "${url}"`);
  }
  if (parsed.protocol !== 'https:') {
    throw new Error(`CONSENT_SCRIPT_URL must be an https URL, got "${url}"`);
  }
  return parsed;
}

function consentScript(url: URL): HtmlTagObject {
  // Synchronous on purpose: the consent manager must block tags until the reader has chosen.
  return {tagName: 'script', attributes: {id: 'consent-manager', src: url.href}};
}

function tagManagerScripts(containerId: string): HtmlTagObject[] {
  if (!/^GTM-[A-Z0-9]+$/.test(containerId)) {
    throw new Error(`TAG_MANAGER_ID must look like GTM-XXXXXXX, got "${containerId}"`);
  }
  return [
    {
      tagName: 'script',
      attributes: {id: 'tag-manager-init'},
      // The data layer Tag Manager reads, opened with its start event before the container loads.
      // Inline: the Content Security Policy allows it by its hash (src/plugins/security-policy).
      innerHTML:
        "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    },
    {
      tagName: 'script',
      attributes: {
        id: 'tag-manager',
        async: 'async',
        src: `${tagManagerOrigin}/gtm.js?id=${containerId}`,
      },
    },
  ];
}

/**
 * Whether the build loads Tag Manager: the page's own tools (page feedback) then also push their
 * events to its data layer. A boolean in siteConfig.customFields, so pages carry no more than that.
 */
export function tagManagerEnabled(env: HeadTagsEnv): boolean {
  return Boolean(env.TAG_MANAGER_ID?.trim());
}

/** The head tags the environment asks for: consent first, then Tag Manager. */
export function headTagsFromEnv(env: HeadTagsEnv): HtmlTagObject[] {
  const consentUrl = consentScriptUrl(env);
  const containerId = env.TAG_MANAGER_ID?.trim();
  return [
    ...(consentUrl ? [consentScript(consentUrl)] : []),
    ...(containerId ? tagManagerScripts(containerId) : []),
  ];
}
