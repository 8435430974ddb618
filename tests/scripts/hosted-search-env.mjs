// The test credentials the hosted-search build uses; the browser tests answer
// Algolia's endpoints for this application themselves.
// cspell:ignore KRCITESTAPP
export const hostedSearchEnv = {
  ALGOLIA_APP_ID: 'KRCITESTAPP',
  ALGOLIA_API_KEY: 'search-only-test-key',
  ALGOLIA_INDEX_NAME: 'kuberocketci',
  ALGOLIA_ASSISTANT_ID: 'krci-test-assistant',
};
