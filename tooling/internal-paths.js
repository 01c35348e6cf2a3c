// What counts as reaching into a library's private files, and the few places allowed to (each
// with its reason). tooling/test/internal-paths.test.js holds the whole repository to it.
export const INTERNAL_PATH_RULES = [
  { what: "webpack's internal files", pattern: /['"`]webpack\/lib\// },
  {
    what: "a federation package's dist files",
    pattern: /['"`]@module-federation\/[^/'"`]+\/dist\//,
  },
  {
    what: 'a module replaced by path',
    pattern: /NormalModuleReplacementPlugin|createData\.resource\s*=/,
  },
  { what: 'a resolution alias', pattern: /\balias\s*:\s*\{/ },
];

export const ALLOWED_INTERNAL_PATHS = [
  {
    file: 'tooling/webpack-app.js',
    line: 'alias: {',
    reason:
      'development only: one React Fast Refresh runtime per page across the federation ' +
      'boundary; react-refresh and its webpack plugin offer no option for it',
  },
  {
    file: 'bench/webpack.monolith.js',
    line: 'NormalModuleReplacementPlugin',
    reason:
      "the bench's monolith swaps the shell's own federation loader (project code, no " +
      "package's file) for direct imports",
  },
];

/** The rules a line of source breaks. */
export const brokenRules = (line) =>
  INTERNAL_PATH_RULES.filter(({ pattern }) => pattern.test(line)).map(({ what }) => what);
