import {docsVersionOptions} from '../../../config/docsVersions';
import {docsVersions} from '../../../config/releases';

/**
 * The glossary of each docs version a build includes, by the route it is served at: the same
 * version options as the docs plugin, so in a `DOCS_VERSIONS=current` build, where next is the
 * newest version built, `/docs/glossary` is next's glossary.
 */
export function glossaryRoutesOfBuild(
  included: readonly string[] | undefined,
): Record<string, string> {
  const {versions = {}} = docsVersionOptions(included);
  return Object.fromEntries(
    docsVersions
      .filter(({name}) => !included || included.includes(name))
      .map(({name, dir}) => {
        const segment = versions[name]?.path;
        return [`/docs${segment ? `/${segment}` : ''}/glossary`, `${dir}/glossary.md`];
      }),
  );
}
