// The DocSearch fixes as files a reviewer reads as diffs (docsearch/*.patch), and what reads,
// checks and writes them. A fix file is its reason, then hunks in the unified diff's shape:
//
//   Why: ...                       (free text up to the first `@@` line)
//   @@ DocSearchModal.js @@        (one hunk per place in the bundle)
//    context                       (` `: in the bundle, kept)
//   -removed                       (`-`: in the bundle, replaced)
//   +added                         (`+`: what replaces it)
//
// The bundle is minified (its code is one line of 450 KB), so each hunk's lines are that line
// broken for reading: joined with nothing between them, the ` ` and `-` lines are the exact text
// the fix finds in the bundle, and the ` ` and `+` lines the text it puts there. A fix applies
// only where that text occurs exactly once, context included, or the build fails.
const {readdirSync, readFileSync} = require('node:fs');
const path = require('node:path');

/** The folder of the fix files, applied in the order of their names. */
const fixesDirectory = path.join(__dirname, 'docsearch');

/**
 * @typedef {{readonly before: string, readonly after: string}} Hunk
 * @typedef {{readonly file: string, readonly reason: string, readonly hunks: readonly Hunk[]}} Fix
 */

/**
 * @param {string} text a fix file's text
 * @param {string} file its path, for messages
 * @returns {Fix}
 */
function parseFix(text, file) {
  const lines = text.split('\n');
  const firstHunk = lines.findIndex((line) => line.startsWith('@@'));
  if (firstHunk < 0) {
    throw new Error(`[docsearch-fixes] ${file}: no hunk (a line starting with @@)`);
  }
  /** @type {{before: string, after: string}[]} */
  const hunks = [];
  lines.slice(firstHunk).forEach((line, index) => {
    if (line.startsWith('@@')) {
      hunks.push({before: '', after: ''});
      return;
    }
    const [mark, code] = [line.slice(0, 1), line.slice(1)];
    const isLastLine = index === lines.length - firstHunk - 1;
    if (!(mark === ' ' || mark === '-' || mark === '+' || (line === '' && isLastLine))) {
      throw new Error(
        `[docsearch-fixes] ${file}:${firstHunk + index + 1}: a hunk line starts with " ", "-" or "+"`,
      );
    }
    const hunk = hunks[hunks.length - 1];
    if (mark === ' ' || mark === '-') {
      hunk.before += code;
    }
    if (mark === ' ' || mark === '+') {
      hunk.after += code;
    }
  });
  const reason = lines.slice(0, firstHunk).join('\n').trim();
  return {file, reason, hunks};
}

/**
 * @param {string} directory
 * @returns {Fix[]} the fix files, in the order they apply
 */
function readFixes(directory = fixesDirectory) {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.patch'))
    .sort()
    .map((name) => path.join(directory, name))
    .map((file) => parseFix(readFileSync(file, 'utf8'), file));
}

/**
 * How many times `text` occurs in `code`.
 * @param {string} code
 * @param {string} text
 */
function occurrences(code, text) {
  return code.split(text).length - 1;
}

/**
 * Applies the fixes to the bundle's code; throws, naming the fix and its reason, where a hunk's
 * text does not occur exactly once.
 * @param {string} code
 * @param {readonly Fix[]} fixes
 * @param {string} where the bundle's path, for messages
 */
function applyFixes(code, fixes, where) {
  return fixes.reduce(
    (fixed, fix) =>
      fix.hunks.reduce((hunkFixed, hunk, index) => {
        const found = occurrences(hunkFixed, hunk.before);
        if (found !== 1) {
          throw new Error(
            `[docsearch-fixes] ${where}: expected the text of ${path.basename(fix.file)} (hunk ${index + 1}) ` +
              `once, found it ${found} times. Has @docsearch/react changed version? ` +
              `The fix, and how to tell whether it is still needed:\n${fix.reason}`,
          );
        }
        return hunkFixed.replace(hunk.before, () => hunk.after);
      }, fixed),
    code,
  );
}

/** The ends of pieces a line may break after: statement, list and block ends. */
const breakAfter = /[;,{}]/g;

/**
 * Breaks code into lines of about `width` characters, each ending where a piece ends.
 * @param {string} code
 * @param {number} width
 * @returns {string[]}
 */
function readableLines(code, width = 96) {
  const pieces = code.split(/(?<=[;,{}])/);
  /** @type {string[]} */
  const lines = [];
  for (const piece of pieces) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + piece.length <= width) {
      lines[last] += piece;
    } else {
      lines.push(piece);
    }
  }
  return lines.filter((line) => line !== '');
}

/**
 * A line diff of two lists (longest common subsequence): `[mark, line]` pairs.
 * @param {readonly string[]} from
 * @param {readonly string[]} to
 * @returns {[string, string][]}
 */
function diffLines(from, to) {
  /** @type {number[][]} */
  const common = from.map(() => to.map(() => 0));
  /** @type {(i: number, j: number) => number} */
  const at = (i, j) => (i < from.length && j < to.length ? common[i][j] : 0);
  for (let i = from.length - 1; i >= 0; i--) {
    for (let j = to.length - 1; j >= 0; j--) {
      common[i][j] =
        from[i] === to[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
    }
  }
  /** @type {[string, string][]} */
  const diff = [];
  let [i, j] = [0, 0];
  while (i < from.length || j < to.length) {
    if (i < from.length && j < to.length && from[i] === to[j]) {
      diff.push([' ', from[i]]);
      i++;
      j++;
    } else if (i < from.length && (j === to.length || at(i + 1, j) >= at(i, j + 1))) {
      diff.push(['-', from[i++]]);
    } else {
      diff.push(['+', to[j++]]);
    }
  }
  return diff;
}

/**
 * A hunk for a fix file: the replacements (each text to find once in the bundle, and what
 * replaces it; in the bundle's order, close together) with about two lines of the bundle
 * around them, broken for reading. To write a new fix, print one and paste it under its reason
 * (the README of the search theme shows the command).
 * @param {string} code the bundle
 * @param {readonly {from: string, to: string}[]} replacements
 * @param {number} context characters of context on each side, at most
 */
function renderHunk(code, replacements, context = 160) {
  const starts = replacements.map(({from}) => {
    if (occurrences(code, from) !== 1) {
      throw new Error(`"${from.slice(0, 60)}..." does not occur exactly once in the bundle`);
    }
    return code.indexOf(from);
  });
  const first = starts[0];
  const last = starts[starts.length - 1] + replacements[replacements.length - 1].from.length;
  // Context starts and ends where a piece does, within the bundle's line.
  const lineStart = code.lastIndexOf('\n', first) + 1;
  const lineEnd = code.indexOf('\n', last) < 0 ? code.length : code.indexOf('\n', last);
  const before = code.slice(Math.max(lineStart, first - context), first);
  const contextBefore = before.slice(before.search(breakAfter) + 1);
  const after = code.slice(last, Math.min(lineEnd, last + context));
  const lastBreak = Math.max(...[';', ',', '{', '}'].map((end) => after.lastIndexOf(end)));
  const contextAfter = after.slice(0, lastBreak + 1);
  /** @type {[string, string][]} */
  const lines = readableLines(contextBefore).map((line) => [' ', line]);
  replacements.forEach(({from, to}, index) => {
    if (index > 0) {
      const end = starts[index - 1] + replacements[index - 1].from.length;
      lines.push(...readableLines(code.slice(end, starts[index])).map((line) => [' ', line]));
    }
    lines.push(...diffLines(readableLines(from), readableLines(to)));
  });
  lines.push(...readableLines(contextAfter).map((line) => [' ', line]));
  return ['@@ DocSearchModal.js @@', ...lines.map(([mark, line]) => mark + line)].join('\n');
}

module.exports = {fixesDirectory, parseFix, readFixes, applyFixes, renderHunk};
