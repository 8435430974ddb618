/**
 * The test-pages site: a copy of this site (next, 3.12 and 3.11) with pages that only tests
 * need, built once by tests/scripts/serve-test-pages.ts and served beside the real build.
 * Nothing here ships: the real build never contains these pages.
 */

/** A docs page that next and 3.12 have and 3.11 lacks. */
export const onlyInNewer = {
  id: 'version-gap-fixture',
  title: 'Version Gap Fixture',
  files: ['docs/version-gap-fixture.md', 'versioned_docs/version-3.12/version-gap-fixture.md'],
};

/** A docs page that only 3.11 has. */
export const onlyInOlder = {
  id: 'older-version-fixture',
  title: 'Older Version Fixture',
  files: ['versioned_docs/version-3.11/older-version-fixture.md'],
};

/** A page that throws while the window flag is set: the crash screen, without a crash in the real site. */
export const crashPage = {
  route: '/crash-on-purpose',
  title: 'Crash On Purpose',
  file: 'src/pages/crash-on-purpose.tsx',
  windowFlag: '__krciCrash',
  message: 'Injected crash for the test',
};

/** A next page with a glossary link in prose and the same link in code, for the glossary tooltips. */
export const glossaryInCode = {
  route: '/docs/next/glossary-in-code-fixture',
  file: 'docs/glossary-in-code-fixture.md',
  linkSource: '[codebase](./glossary.md#codebase)',
};

const glossaryInCodeSource = [
  '---',
  'title: Glossary In Code Fixture',
  'description: A page with the same glossary link in prose, in code and in a JSX code element.',
  '---',
  '',
  `A ${glossaryInCode.linkSource} in prose shows its definition.`,
  '',
  `Inline code keeps it as text: \`${glossaryInCode.linkSource}\`.`,
  '',
  '```markdown',
  glossaryInCode.linkSource,
  '```',
  '',
  `A JSX code element parses Markdown, so it holds a link: <code>${glossaryInCode.linkSource}</code>`,
  '',
].join('\n');

function fixtureDocsPage(title: string, versions: string): string {
  return [
    '---',
    `title: ${title}`,
    `description: A page that only ${versions} have, for the tests of the version menu.`,
    '---',
    '',
    `This fixture page exists in ${versions} only.`,
    '',
    `The [page that crashes on purpose](${crashPage.route}) shows the crash screen.`,
    '',
  ].join('\n');
}

// The throw happens inside the layout, as a broken page component would: the layout's error
// boundary shows the crash screen between the navbar and the footer.
const crashPageSource = `import Layout from '@theme/Layout';

function Content() {
  if (typeof window !== 'undefined' && window[${JSON.stringify(crashPage.windowFlag)}]) {
    throw new Error(${JSON.stringify(crashPage.message)});
  }
  return <p>This page renders normally until a test sets its window flag.</p>;
}

export default function CrashOnPurpose() {
  return (
    <Layout title=${JSON.stringify(crashPage.title)} description="A page that throws while a test asks it to.">
      <main className="container margin-vert--lg">
        <h1>${crashPage.title}</h1>
        <Content />
      </main>
    </Layout>
  );
}
`;

/** The files the test-pages site adds to a copy of the project, by path. */
export const testPagesFiles: Record<string, string> = {
  ...Object.fromEntries(
    onlyInNewer.files.map((file) => [
      file,
      fixtureDocsPage(onlyInNewer.title, '3.13-dev and 3.12'),
    ]),
  ),
  ...Object.fromEntries(
    onlyInOlder.files.map((file) => [file, fixtureDocsPage(onlyInOlder.title, '3.11')]),
  ),
  [crashPage.file]: crashPageSource,
  [glossaryInCode.file]: glossaryInCodeSource,
};

/** The docs versions the test-pages site builds. */
export const testPagesVersions = 'current,3.12,3.11';

/** Ports: the real build on E2E_PORT, the hosted-search build on +1, the test-pages site on +2. */
export const e2ePort = Number(process.env.E2E_PORT ?? 38417);
export const testPagesUrl = `http://127.0.0.1:${e2ePort + 2}`;
