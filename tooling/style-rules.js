// One visual system (docs/decisions/007), as the linters' rules read it: colours reach every
// stylesheet only through the design tokens, and an area never leans on the shell's private
// class names. stylelint.config.js applies them to stylesheets, eslint.config.js to TypeScript.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

export const REMOTES = ['mfe-identity', 'mfe-payments', 'mfe-servicing', 'mfe-profile'];

/** The colour functions a stylesheet may not call: colours come from tokens. */
export const COLOUR_FUNCTIONS = [
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
];

const stripComments = (css) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const escaped = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The custom properties shared-contracts/styles/tokens.css declares, e.g. --portal-color-brand. */
export function designTokens(root = ROOT) {
  const css = stripComments(
    readFileSync(path.join(root, 'shared-contracts/styles/tokens.css'), 'utf8'),
  );
  return [...new Set([...css.matchAll(/(--[a-z0-9-]+)\s*:/gi)].map((m) => m[1]))];
}

/** The class names the shell's own stylesheets (shell/src/**\/*.css) define. */
export function shellClasses(root = ROOT) {
  const names = new Set();
  for (const file of readdirSync(path.join(root, 'shell/src'), { recursive: true })) {
    if (!String(file).endsWith('.css')) continue;
    const css = stripComments(readFileSync(path.join(root, 'shell/src', String(file)), 'utf8'));
    for (const m of css.matchAll(/\.(-?[_a-z][\w-]*)(?=[^{}]*\{)/gi)) names.add(m[1]);
  }
  return [...names].sort();
}

/** A var() of anything but a token (`/` written \x2F: ESLint's selectors end a pattern at `/`). */
export const nonTokenVar = (tokens) =>
  new RegExp(`var\\(\\s*--(?!(?:${tokens.map((t) => escaped(t.slice(2))).join('|')})\\s*[,)])`);

/** A #hex colour, not a fragment link (#/page) nor an entity (&#123;). */
export const HEX_COLOUR = /(?<![\w&\x2F#-])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/i;

/** A colour function call written as text. */
export const COLOUR_CALL = new RegExp(`\\b(?:${COLOUR_FUNCTIONS.join('|')})\\(`, 'i');

/** A selector naming one of `classes`. */
export const classSelector = (classes) =>
  new RegExp(`\\.(?:${classes.map(escaped).join('|')})(?![\\w-])`);

/** One of `classes` as a whole word of a class attribute's text. */
export const classWord = (classes) =>
  new RegExp(`(?:^|\\s)(?:${classes.map(escaped).join('|')})(?:\\s|$)`);
