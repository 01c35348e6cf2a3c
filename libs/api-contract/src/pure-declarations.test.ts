// A page downloads the calls it makes, not every other call its contract module declares: each
// declaration made by a call is written `/*#__PURE__*/ (() => …)()` (./endpoint.ts), so the
// builds' minifier drops the ones no module uses, schemas and all. Checked on every contract
// module as it is, handed to the minifier as webpack hands it when a page uses one of its calls.
import { describe, expect, it } from '@jest/globals';
import { minify, transform } from '@swc/core';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const AREAS = ['identity', 'payments', 'profile', 'servicing', 'shell'];
const DECLARED_NAME = /^export const (\w+) = [^;]*?\bname: '([\w.]+)'/gms;

/** Each call a module declares with a name of its own: [export, call name]. */
const callsOf = (source: string) =>
  [...source.matchAll(DECLARED_NAME)].map(
    ([, name = '', callName = '']) => [name, callName] as const,
  );

const modules = AREAS.flatMap((area) =>
  readdirSync(path.join(import.meta.dirname, area))
    .filter((file) => /^[\w-]+\.ts$/.test(file) && file !== 'endpoints.ts')
    .map((file) => {
      const source = readFileSync(path.join(import.meta.dirname, area, file), 'utf8');
      return [`${area}/${file}`, source, callsOf(source)] as const;
    }),
).filter(([, , calls]) => calls.length > 1);

/** Whether the code names the call (a quoted name: one call's may start another's). */
const names = (code: string, callName: string) =>
  code.includes(`"${callName}"`) || code.includes(`'${callName}'`);

/** The module's minified code when only `used` of its exports is used elsewhere. */
async function asBuiltUsing(source: string, used: string): Promise<string> {
  const { code } = await transform(source, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  });
  // webpack leaves the exports no module imports unexported (usedExports).
  const unexported = `${code.replace(/\bexport (?=(?:const|let|function|class) )/g, '')}\nconsole.log(${used});`;
  return (await minify(unexported, { module: true, compress: {}, mangle: false })).code;
}

describe('a page that makes one call of a contract module', () => {
  it('finds modules that declare several calls', () => {
    expect(modules.length).toBeGreaterThan(15);
  });

  it.each(modules)('%s: carries none of the other calls', async (_, source, calls) => {
    for (const [used, callName] of calls) {
      const code = await asBuiltUsing(source, used);
      const others = calls.filter(([name]) => name !== used).map(([, other]) => other);
      expect({ used: callName, carried: others.filter((other) => names(code, other)) }).toEqual({
        used: callName,
        carried: [],
      });
      expect(names(code, callName)).toBe(true);
    }
  });
});
