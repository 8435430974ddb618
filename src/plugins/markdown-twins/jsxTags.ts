/** A JSX tag as MDX writes it: `<Tabs groupId="os">`, `</TabItem>`, `<MissingPageNotice />`. */
export type JsxTag = {
  readonly name: string;
  readonly closing: boolean;
  readonly selfClosing: boolean;
  /** Attribute values: the string of a quoted value, the source of a `{...}` value, `true` when bare. */
  readonly attributes: Readonly<Record<string, string | true>>;
  /** Offset just past the tag's `>` in the text it was read from. */
  readonly end: number;
};

const nameStart = /[A-Za-z]/;
const nameCharacter = /[\w.:-]/;

/**
 * Reads the JSX tag that starts at `start` (a `<`) in `text`, which may run over several lines
 * (attributes one a line). Returns undefined when there is no complete tag there.
 */
export function readJsxTag(text: string, start: number): JsxTag | undefined {
  let at = start + 1;
  const closing = text[at] === '/';
  if (closing) {
    at += 1;
  }
  const nameFrom = at;
  if (!nameStart.test(text[at] ?? '')) {
    return undefined;
  }
  while (nameCharacter.test(text[at] ?? '')) {
    at += 1;
  }
  const name = text.slice(nameFrom, at);
  const attributes: Record<string, string | true> = {};
  for (;;) {
    while (/\s/.test(text[at] ?? '')) {
      at += 1;
    }
    if (text[at] === '>') {
      return {name, closing, selfClosing: false, attributes, end: at + 1};
    }
    if (text.startsWith('/>', at)) {
      return {name, closing, selfClosing: true, attributes, end: at + 2};
    }
    const attributeFrom = at;
    while (/[\w:-]/.test(text[at] ?? '')) {
      at += 1;
    }
    if (at === attributeFrom) {
      return undefined;
    }
    const attribute = text.slice(attributeFrom, at);
    if (text[at] !== '=') {
      attributes[attribute] = true;
      continue;
    }
    at += 1;
    const value = readAttributeValue(text, at);
    if (!value) {
      return undefined;
    }
    attributes[attribute] = value.value;
    at = value.end;
  }
}

/** A quoted value, or a `{...}` expression with its braces balanced (strings inside it skipped). */
function readAttributeValue(text: string, start: number): {value: string; end: number} | undefined {
  const quote = text[start];
  if (quote === '"' || quote === "'") {
    const end = text.indexOf(quote, start + 1);
    return end < 0 ? undefined : {value: text.slice(start + 1, end), end: end + 1};
  }
  if (quote !== '{') {
    return undefined;
  }
  let depth = 0;
  for (let at = start; at < text.length; at += 1) {
    const character = text[at];
    if (character === '"' || character === "'" || character === '`') {
      const end = text.indexOf(character, at + 1);
      if (end < 0) {
        return undefined;
      }
      at = end;
    } else if (character === '{') {
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth === 0) {
        return {value: literalOf(text.slice(start + 1, at).trim()), end: at + 1};
      }
    }
  }
  return undefined;
}

/** `{'Linux'}` and `{"Linux"}` mean the string; any other expression is kept as written. */
function literalOf(expression: string): string {
  const quoted = /^(["'`])(.*)\1$/s.exec(expression);
  return quoted ? quoted[2]! : expression;
}
