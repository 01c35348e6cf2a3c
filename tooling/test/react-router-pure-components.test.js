import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minify } from '@swc/core';
import ts from 'typescript';
import { pureComponents } from '../upstream/react-router-pure-components.js';

// The shape of react-router's production modules: components made by React's factories and
// named in statements of their own, one of them reaching code only it needs.
const MODULE = `import * as React$1 from "react";
function prefetchPageLinks(page) {
\treturn "framework prefetching for " + page;
}
const RouterContext = React$1.createContext(null);
RouterContext.displayName = "Router";
function Router({ children }) {
\treturn React$1.createElement(RouterContext.Provider, { value: 1 }, children);
}
Router.displayName = "Router";
const Link = React$1.forwardRef(function LinkWithRef(props, ref) {
\treturn React$1.createElement("a", { ref, title: prefetchPageLinks(props.to) });
});
Link.displayName = "Link";
const Marked = /* @__PURE__ */ React$1.memo(Router);
const notAComponent = String(1);
export { Link, Marked, Router, notAComponent };
`;

// As webpack hands the module to the minifier on a page that uses Router only: the exports no
// one imports are no longer exported (usedExports).
const minified = async (source) => {
  const asBuilt = `${source.replace(/^export .*$/m, '')}\nconsole.log(Router);`;
  return (await minify(asBuilt, { module: true, compress: {}, mangle: false })).code;
};

describe('pureComponents', () => {
  it('lets a minifier drop a component no one uses, with what only it reaches', async () => {
    const code = await minified(pureComponents(MODULE));
    expect(code).toContain('RouterContext.Provider');
    expect(code).not.toContain('LinkWithRef');
    expect(code).not.toContain('framework prefetching');
  });

  it('is what it takes: without it the unused component stays', async () => {
    expect(await minified(MODULE)).toContain('framework prefetching');
  });

  it('marks only calls of React factories, once', () => {
    const output = pureComponents(MODULE);
    expect(output.match(/__PURE__/g)).toHaveLength(3);
    expect(output).toContain('const notAComponent = String(1);');
  });

  it('keeps every line and column of the rest, and the module still parses', () => {
    const output = pureComponents(MODULE);
    expect(output.split('\n').length).toBe(MODULE.split('\n').length);
    expect(output).not.toContain('displayName');
    const { diagnostics } = ts.transpileModule(output, { reportDiagnostics: true });
    expect(diagnostics).toEqual([]);
  });
});

describe("on react-router's own module of components", () => {
  const file = path.resolve(
    import.meta.dirname,
    '../node_modules/react-router/dist/production/lib/dom/lib.js',
  );
  const source = readFileSync(file, 'utf8');

  // If react-router marks them itself (remix-run/react-router#15299), this loader can go.
  it('still finds its Link, NavLink and Form made unmarked, and their names set apart', () => {
    const output = pureComponents(source, file);
    for (const name of ['Link', 'NavLink', 'Form'])
      expect(output).toContain(`const ${name} = /*#__PURE__*/ React$1.forwardRef(`);
    expect(source).toMatch(/^Link\.displayName = "Link";$/m);
    expect(output).not.toMatch(/^\w+\.displayName = /m);
    expect(output.split('\n').length).toBe(source.split('\n').length);
  });
});
