/**
 * Nothing left behind in English (issue 26 point 4): fails on a text written in the web app's
 * components instead of taken from the catalogues, so that every word on a screen can be translated.
 *
 * Read from each .tsx/.ts file of apps/web/src with TypeScript's own parser, a hard-coded text is a
 * string with a word in it (two letters or more):
 * - text between JSX tags (`<Button>Save</Button>`), or a string put there (`{busy ? 'Saving' : 'Save'}`);
 * - the value of a JSX attribute that people read (`label`, `title`, `placeholder`, `aria-label`, `alt`,
 *   `description`, … and any `…Label` / `…Title` / `…Text` / `…Message` / `…Hint` / `…Placeholder`);
 * - the same names as properties of an object (`{ label: 'Name' }`, `notifications.show({ message: … })`).
 * Strings in other places (class names, routes, keys, test ids) are not texts and are left alone.
 *
 * A file still waiting for its translation is listed in scripts/check-texts-pending.txt; it is
 * skipped, and the check fails when a listed file has become clean (take it off the list).
 *
 * `npm run lint` runs it; `npx tsx scripts/check-texts.ts [paths…]` checks only those paths (no
 * pending list then: it shows what is left in a file).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = join(ROOT, 'apps', 'web', 'src');
const PENDING = join(ROOT, 'scripts', 'check-texts-pending.txt');

/** Names of attributes and properties whose value people read. */
const TEXT_NAME =
  /^(?:aria-label|aria-description|aria-roledescription|aria-valuetext|alt|title|placeholder|label|description|caption|hint|message|tooltip|legend|heading|text|emptyText|[a-zA-Z]+(?:Label|Title|Text|Message|Hint|Placeholder|Description|Caption))$/;

/** Names that match the pattern above but hold a setting, not words people read. */
const NOT_TEXT = new Set(['enterKeyHint']);

/** A word: two letters or more (a lone 'x' or a unit sign is not a text to translate). */
const WORD = /\p{L}{2,}/u;

export type HardCodedText = { line: number; text: string; where: string };

function stringsIn(expression: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) return [expression];
  if (ts.isParenthesizedExpression(expression)) return stringsIn(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...stringsIn(expression.whenTrue), ...stringsIn(expression.whenFalse)];
  }
  if (
    ts.isBinaryExpression(expression) &&
    [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.PlusToken,
    ].includes(expression.operatorToken.kind)
  ) {
    return [...stringsIn(expression.left), ...stringsIn(expression.right)];
  }
  return [];
}

/** The words of a literal: a template's own text, without what it fills in. */
function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  return '';
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return null;
}

/** The hard-coded texts of one source file. */
export function hardCodedTexts(source: string, fileName: string): HardCodedText[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, text: string, where: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!WORD.test(clean)) return;
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push({ line: line + 1, text: clean, where });
  };
  const reportStrings = (expression: ts.Expression | undefined, where: string) => {
    if (!expression) return;
    for (const literal of stringsIn(expression)) report(literal, literalText(literal), where);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text, 'JSX text');
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      reportStrings(node.expression, 'JSX text');
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      if (TEXT_NAME.test(name) && !NOT_TEXT.has(name) && node.initializer) {
        if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text, name);
        else if (ts.isJsxExpression(node.initializer)) reportStrings(node.initializer.expression, name);
      }
    } else if (ts.isPropertyAssignment(node)) {
      const name = propertyName(node.name);
      if (name && TEXT_NAME.test(name) && !NOT_TEXT.has(name)) reportStrings(node.initializer, name);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function* sourceFiles(path: string): Generator<string> {
  if (statSync(path).isFile()) {
    if (/\.tsx?$/.test(path) && !/\.d\.ts$/.test(path)) yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    yield* sourceFiles(join(path, entry.name));
  }
}

function pendingFiles(): Set<string> {
  if (!existsSync(PENDING)) return new Set();
  return new Set(
    readFileSync(PENDING, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
}

function main(paths: string[]): number {
  const explicit = paths.length > 0;
  const pending = explicit ? new Set<string>() : pendingFiles();
  let offences = 0;
  const cleanButPending: string[] = [];
  for (const root of explicit ? paths.map((path) => resolve(path)) : [SOURCE]) {
    for (const path of sourceFiles(root)) {
      const name = relative(ROOT, path);
      const texts = hardCodedTexts(readFileSync(path, 'utf8'), path);
      if (pending.has(name)) {
        if (texts.length === 0) cleanButPending.push(name);
        continue;
      }
      for (const text of texts) {
        offences += 1;
        console.log(`${name}:${text.line}  ${text.where}: ${JSON.stringify(text.text)}`);
      }
    }
  }
  for (const name of cleanButPending) {
    offences += 1;
    console.log(`${name}: has no hard-coded text any more: take it off scripts/check-texts-pending.txt`);
  }
  if (offences > 0) {
    console.log(
      `\n${offences} hard-coded text${offences === 1 ? '' : 's'}: put ${offences === 1 ? 'it' : 'them'} in a catalogue of packages/domain (English and Filipino; ARCHITECTURE.md, Languages).`,
    );
    return 1;
  }
  if (!explicit) console.log(`check-texts: no hard-coded text (${pending.size} files pending translation)`);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = main(process.argv.slice(2));
}
