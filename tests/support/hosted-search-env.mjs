// The variables of the hosted build (an operator's production set-up): test Algolia
// credentials, a consent script and a tag-manager container. The browser tests answer
// Algolia's endpoints and serve both scripts themselves. Plain JavaScript: the build of
// tests/scripts/serve-hosted-search.mjs, run with `node` alone, sets them too.
// cspell:ignore KRCITESTAPP KRCITEST
export const hostedSearchEnv = {
  ALGOLIA_APP_ID: 'KRCITESTAPP',
  ALGOLIA_API_KEY: 'search-only-test-key',
  ALGOLIA_INDEX_NAME: 'kuberocketci',
  ALGOLIA_ASSISTANT_ID: 'krci-test-assistant',
  CONSENT_SCRIPT_URL: 'https://consent.example.com/client/krci-test/script.js',
  TAG_MANAGER_ID: 'GTM-KRCITEST',
};

/** Where tests/scripts/serve-hosted-search.mjs builds the hosted site, relative to the project. */
export const hostedBuildDirectory = 'build-hosted';
