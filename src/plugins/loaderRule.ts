import type {Configuration} from 'webpack';

/** Rspack's persistent cache settings (Docusaurus Faster); webpack's types do not know them. */
type RspackCacheExperiment = {readonly cache?: {readonly type?: string}};

/**
 * The `configureWebpack` result that runs `loader` on the modules `test` matches. With Rspack's
 * persistent cache on, the loader is also one of the cache's build dependencies: the cache is
 * invalidated by the config files, not by the loaders they name, so without this a changed
 * loader would reach no build until the cache was cleared. `loaderReads` are the other files
 * the loader reads (its data, the modules it requires), build dependencies too.
 */
export function loaderRule(
  config: Configuration,
  test: RegExp,
  loader: string,
  loaderReads: readonly string[] = [],
): Configuration {
  const rules: Configuration = {module: {rules: [{test, use: [{loader}]}]}};
  const {cache} = (config.experiments ?? {}) as RspackCacheExperiment;
  return cache?.type === 'persistent'
    ? {...rules, experiments: {cache: {buildDependencies: [loader, ...loaderReads]}}}
    : rules;
}
