#!/usr/bin/env node
/**
 * Keeps the web app's imports flowing one way: app → features → shared (components, lib).
 *
 * - a file under src/features/<x>/ imports nothing of another feature (pages showing two
 *   features are composed in src/app/);
 * - src/features, src/components and src/lib import nothing of src/app;
 * - src/components and src/lib import nothing of src/features.
 *
 * Only relative specifiers can point into those folders; packages are left alone. Prints each
 * offence as file:line and exits 1 when there is one. Run by `npm run lint`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps', 'web', 'src');

/** Static imports and re-exports (`import … from '…'`, `import '…'`, `export … from '…'`) and `import('…')`. */
const SPECIFIER =
  /(?:\bimport\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?|\bexport\s+(?:type\s+)?[^'"`;]*?\s+from\s+|\bimport\s*\(\s*)(['"])([^'"]+)\1/g;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(?:[cm]?[jt]sx?)$/.test(entry.name)) yield path;
  }
}

/** Where a file sits: { layer: 'app' | 'features' | 'components' | 'lib' | other, feature? }. */
function placeOf(path) {
  const [layer, feature] = relative(src, path).split(sep);
  return layer === 'features' ? { layer, feature } : { layer };
}

function offence(from, to) {
  if (to.layer === 'app' && from.layer !== 'app') return 'imports src/app (app → features → shared)';
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return `imports the ${to.feature} feature (features never import each other; compose them in src/app)`;
  }
  if ((from.layer === 'components' || from.layer === 'lib') && to.layer === 'features') {
    return `imports the ${to.feature} feature (shared code never depends on a feature)`;
  }
  return null;
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

let offences = 0;
for (const file of sourceFiles(src)) {
  const from = placeOf(file);
  if (!['features', 'components', 'lib'].includes(from.layer)) continue;
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(SPECIFIER)) {
    const specifier = match[2];
    if (!specifier.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier);
    if (relative(src, target).startsWith('..')) continue;
    const problem = offence(from, placeOf(target));
    if (!problem) continue;
    offences += 1;
    const at = `${relative(root, file)}:${lineOf(text, match.index)}`;
    console.error(`${at}: '${specifier}' ${problem}`);
  }
}

if (offences > 0) {
  console.error(`\n${offences} import${offences === 1 ? '' : 's'} against the web app's layers.`);
  process.exit(1);
}
console.log('Web app imports: app → features → shared, no feature imports another.');
