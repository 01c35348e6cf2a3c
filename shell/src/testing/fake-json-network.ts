/** A fake network for code that is handed a fetch: URL → JSON body (404 for anything else); records what was asked. */
export function fakeJsonNetwork(files: Record<string, unknown>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    // What a fetch Response offers the code under test (jsdom has no Response).
    const found = url in files;
    return { ok: found, status: found ? 200 : 404, json: async () => files[url] } as Response;
  }) as typeof fetch;
  return { fetchImpl, asked };
}
