import {buildBench} from './buildBench';
import {lighthouseBench} from './lighthouseBench';
import {selectedParts, type BenchPart} from './options';
import {pageWeightBench} from './pageWeight';
import {buildDir, reportFile} from './paths';
import {report, type Section} from './report';
import {pagefindBench} from './pagefindBench';
import {searchBench} from './searchBench';
import {serveStatic, type StaticSite} from './staticServer';
import {buildStockSite, stockBuildDir} from './stockSite';

// `npm run bench`: numbers, not tests. Builds the site (cold, warm, current
// version only), then serves build/ with gzip on 127.0.0.1 (BENCH_PORT, default
// 38517; stock Docusaurus, then the site with a Pagefind bundle, on the next
// port) and measures page weight against stock Docusaurus, Lighthouse scores,
// and search beside Pagefind. Budgets are printed beside each figure and the
// JSON report goes to reports/bench.json. A budget that fails is reported, not
// an error; a build or page that fails stops the bench with a non-zero exit code.

const port = Number(process.env.BENCH_PORT ?? 38517);

async function measure(parts: readonly BenchPart[], sections: Section[]): Promise<void> {
  if (parts.includes('build')) {
    sections.push(await buildBench());
  }
  const servers: StaticSite[] = [];
  try {
    // Without the build part, the parts below measure the build/ already there.
    const ourSite = parts.some((part) => part !== 'build')
      ? await serveStatic(buildDir, port)
      : undefined;
    if (ourSite) {
      servers.push(ourSite);
    }
    if (ourSite && parts.includes('weight')) {
      const stock = await buildStockSite();
      sections.push({
        title:
          'Stock Docusaurus 3.9.2 build from the same Markdown (the page-weight baseline, cold)',
        figures: [
          {name: 'stock build: wall time', value: Number(stock.cost.seconds.toFixed(1)), unit: 's'},
          {
            name: 'stock build: peak memory (process tree)',
            value: Math.round(stock.cost.peakBytes / 2 ** 20),
            unit: 'MB',
          },
          {name: 'stock build: pages emitted (HTML files)', value: stock.pages, unit: 'pages'},
        ],
      });
      const stockSite = await serveStatic(stockBuildDir, port + 1);
      try {
        sections.push(await pageWeightBench(ourSite.url, stockSite.url));
      } finally {
        // The search part serves Pagefind's copy of the site on this port.
        await stockSite.close();
      }
    }
    if (ourSite && parts.includes('lighthouse')) {
      sections.push(await lighthouseBench(ourSite.url));
    }
    if (ourSite && parts.includes('search')) {
      sections.push({title: 'Search (embedded index)', figures: await searchBench(ourSite.url)});
      sections.push(await pagefindBench(ourSite.url, port + 1));
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}

async function main(): Promise<void> {
  const parts = selectedParts(process.argv.slice(2), process.env);
  console.log(`Bench parts: ${parts.join(', ')}`);
  const sections: Section[] = [];
  try {
    await measure(parts, sections);
  } catch (error) {
    // Keep what was measured before the failure, then fail loudly.
    if (sections.length > 0) {
      await report(sections, reportFile, parts);
    }
    throw error;
  }
  // Budgets that fail are reported above; they do not make the bench fail.
  await report(sections, reportFile, parts);
}

main().catch((error: unknown) => {
  console.error(
    `\nBench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
});
