// One visual system (docs/decisions/007): an area's look must never hang on the shell's private
// class names, and colours reach every stylesheet only through the portal's design tokens.
// Fails (exit 1) listing each offence; `pnpm lint` runs it.
//  - remotes' sources and stylesheets: no class name the shell's stylesheets define
//    (shell/src/**/*.css);
//  - remotes, the shell and libs/: no raw colour (#hex, rgb(), hsl(), named) in a stylesheet or
//    in TypeScript, and no var(--…) other than a token of shared-contracts/styles/tokens.css.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REMOTES = ['mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];
const TOKENS_CSS = 'shared-contracts/styles/tokens.css';
// The shell's stylesheet that keeps the old --color-* names alive for older areas: aliases only.
const ALIASES_ALLOWED_IN = new Set(['shell/src/styles/shell-chrome.css']);

const HEX = /(?<![\w&/#-])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/gi;
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
const NAMED_COLOUR =
  /:\s*[^;{}]*\b(white|black|red|green|blue|gray|grey|silver|orange|yellow|purple|navy|maroon)\b/gi;
const VAR_REFERENCE = /var\(\s*(--[a-z0-9-]+)/gi;

/** Class selectors a stylesheet defines (`.card`, `.nav a.active` → card, nav, active). */
export function classesDefinedIn(css) {
  const names = new Set();
  for (const match of stripComments(css).matchAll(/\.(-?[_a-z][\w-]*)(?=[^{}]*\{)/gi)) {
    names.add(match[1]);
  }
  return names;
}

/** Custom properties a stylesheet declares. */
export function customPropertiesDeclaredIn(css) {
  return new Set([...stripComments(css).matchAll(/(--[a-z0-9-]+)\s*:/gi)].map((m) => m[1]));
}

/** Class names written as text in className="…" or in the string literals of className={…}. */
export function classNamesUsedIn(source) {
  const used = [];
  for (const match of source.matchAll(/className=("([^"]*)"|\{)/g)) {
    const line = lineOf(source, match.index);
    const literals =
      match[2] !== undefined ? [match[2]] : stringLiterals(balancedBraces(source, match.index));
    for (const literal of literals) {
      for (const name of literal.split(/\s+/)) {
        if (/^-?[_a-z][\w-]*$/i.test(name)) used.push({ name, line });
      }
    }
  }
  return used;
}

/**
 * Raw colours and non-token custom properties in one file's text.
 * @param {string} text
 * @param {{ css: boolean, tokens: Set<string>, aliasesAllowed?: boolean }} options
 */
export function colourProblemsIn(text, { css, tokens, aliasesAllowed = false }) {
  const problems = [];
  const body = css ? stripComments(text) : stripLineComments(text);
  const report = (index, message) => problems.push({ line: lineOf(body, index), message });
  for (const m of body.matchAll(HEX))
    report(m.index, `raw colour ${m[0]}: use a --portal-color token`);
  for (const m of body.matchAll(COLOUR_FUNCTION))
    report(m.index, `raw colour ${m[0]}…): use a --portal-color token`);
  if (css) {
    for (const m of body.matchAll(NAMED_COLOUR))
      report(m.index, `raw colour ${m[1]}: use a --portal-color token`);
  }
  for (const m of body.matchAll(VAR_REFERENCE)) {
    if (!tokens.has(m[1]) && !aliasesAllowed)
      report(m.index, `var(${m[1]}) is not a design token (${TOKENS_CSS})`);
  }
  return problems;
}

/** Every offence in the workspace at `root`. */
export function checkStyles(root) {
  const rel = (file) => path.relative(root, file).split(path.sep).join('/');
  const tokens = customPropertiesDeclaredIn(readFileSync(path.join(root, TOKENS_CSS), 'utf8'));
  const shellCss = filesUnder(path.join(root, 'shell/src'), /\.css$/);
  const shellPrivate = new Map();
  for (const file of shellCss) {
    for (const name of classesDefinedIn(readFileSync(file, 'utf8')))
      shellPrivate.set(name, rel(file));
  }

  const problems = [];
  for (const remote of REMOTES) {
    for (const file of filesUnder(path.join(root, remote, 'src'), /\.css$/)) {
      const css = stripComments(readFileSync(file, 'utf8'));
      for (const match of css.matchAll(/\.(-?[_a-z][\w-]*)(?=[^{}]*\{)/gi)) {
        const owner = shellPrivate.get(match[1]);
        if (owner)
          problems.push(
            `${rel(file)}:${lineOf(css, match.index)}: selects "${match[1]}", the shell's (${owner}); style this area's own classes`,
          );
      }
    }
    for (const file of filesUnder(path.join(root, remote, 'src'), /\.tsx?$/)) {
      if (isTest(file)) continue;
      for (const { name, line } of classNamesUsedIn(readFileSync(file, 'utf8'))) {
        const owner = shellPrivate.get(name);
        if (owner)
          problems.push(
            `${rel(file)}:${line}: class "${name}" is the shell's (${owner}); use @portal/ui or a class of this area`,
          );
      }
    }
  }

  const styled = [...REMOTES, 'shell', 'libs'].map((dir) => path.join(root, dir));
  for (const dir of styled) {
    for (const file of filesUnder(dir, /\.(css|tsx?)$/)) {
      if (isTest(file)) continue;
      const css = file.endsWith('.css');
      const found = colourProblemsIn(readFileSync(file, 'utf8'), {
        css,
        tokens,
        aliasesAllowed: ALIASES_ALLOWED_IN.has(rel(file)),
      });
      for (const { line, message } of found) problems.push(`${rel(file)}:${line}: ${message}`);
    }
  }
  return problems;
}

function filesUnder(dir, pattern) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test', 'testing'].includes(entry.name)
        ? []
        : filesUnder(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}

const isTest = (file) => /\.test\.tsx?$/.test(file);
const lineOf = (text, index) => text.slice(0, index).split('\n').length;
// Comments are blanked, not removed, so line numbers stay right.
const blank = (text) => text.replace(/[^\n]/g, ' ');
const stripComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, blank);
const stripLineComments = (ts) =>
  stripComments(ts).replace(/(^|[^:'"`])\/\/[^\n]*/g, (m, before) => before + blank(m.slice(1)));

function balancedBraces(source, from) {
  const start = source.indexOf('{', from);
  let depth = 0;
  for (let i = start; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    else if (source[i] === '}' && --depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/** The string literals of an expression that can end up as class names (not compared ones). */
function stringLiterals(expression) {
  return [...expression.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`$]*)`/g)]
    .filter((m) => !/[=!]==?\s*$/.test(expression.slice(0, m.index)))
    .map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const problems = checkStyles(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `\n${problems.length} style problem(s): see docs/decisions/007-one-visual-system.md`,
    );
    process.exit(1);
  }
  console.log('styles: every area uses its own classes and the design tokens only');
}
