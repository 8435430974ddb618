import {after, before, beforeEach, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {hasGitHistory, lastUpdateTimeAvailable, noGitHistoryWarning} from '../../config/gitHistory';

const savedEnv = {
  PATH: process.env.PATH,
  GIT_CEILING_DIRECTORIES: process.env.GIT_CEILING_DIRECTORIES,
};
let scratch: string;

before(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'krci-git-history-'));
  // Git must not find a repository above the scratch folder, wherever the temp folder is.
  process.env.GIT_CEILING_DIRECTORIES = path.dirname(scratch);
});

after(() => {
  if (savedEnv.GIT_CEILING_DIRECTORIES === undefined) {
    delete process.env.GIT_CEILING_DIRECTORIES;
  } else {
    process.env.GIT_CEILING_DIRECTORIES = savedEnv.GIT_CEILING_DIRECTORIES;
  }
  rmSync(scratch, {recursive: true, force: true});
});

/** A folder of sources under the scratch folder, as a source archive unpacks them. */
function sources(name: string): string {
  const directory = path.join(scratch, name);
  mkdirSync(directory, {recursive: true});
  writeFileSync(path.join(directory, 'page.md'), '# Page\n');
  return directory;
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], {
    cwd,
    stdio: 'ignore',
  });
}

/** A folder of sources committed to a repository of its own. */
function clone(name: string): string {
  const directory = sources(name);
  git(directory, 'init', '-q');
  git(directory, 'add', '-A');
  git(directory, 'commit', '-q', '-m', 'first');
  return directory;
}

describe('hasGitHistory', () => {
  test('false for sources with no git at all', () => {
    assert.equal(hasGitHistory(sources('archive')), false);
  });

  test('false after git init, before the first commit', () => {
    const directory = sources('fresh-repository');
    git(directory, 'init', '-q');
    assert.equal(hasGitHistory(directory), false);
  });

  test('true once there is a commit, in the work tree and in a folder of it', () => {
    const directory = clone('clone');
    assert.equal(hasGitHistory(directory), true);
    assert.equal(hasGitHistory(sources('clone/docs')), true);
  });

  test('false inside the .git folder, which is not a work tree', () => {
    assert.equal(hasGitHistory(path.join(clone('clone-with-git-folder'), '.git')), false);
  });

  test('false when git is not installed', () => {
    const directory = clone('clone-without-git-binary');
    process.env.PATH = sources('empty-path');
    try {
      assert.equal(hasGitHistory(directory), false);
    } finally {
      process.env.PATH = savedEnv.PATH;
    }
  });
});

describe('lastUpdateTimeAvailable', () => {
  const warnedKey = Symbol.for('kuberocketci.noGitHistoryWarned');

  beforeEach(() => {
    delete (globalThis as {[warnedKey]?: true})[warnedKey];
  });

  test('off without history, with one warning however often the config is loaded', (t) => {
    const warn = t.mock.method(console, 'warn', () => undefined);
    const archive = sources('archive-loaded-twice');
    assert.equal(lastUpdateTimeAvailable(archive), false);
    assert.equal(lastUpdateTimeAvailable(archive), false);
    assert.deepEqual(
      warn.mock.calls.map((call) => call.arguments),
      [[noGitHistoryWarning(archive)]],
    );
  });

  test('on in a git clone, without a warning', (t) => {
    const warn = t.mock.method(console, 'warn', () => undefined);
    assert.equal(lastUpdateTimeAvailable(clone('clone-loaded')), true);
    assert.equal(warn.mock.callCount(), 0);
  });
});
