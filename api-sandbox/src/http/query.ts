/** Query-string access where parameter names match case-insensitively (`accountNumber` = `AccountNumber`). */
export interface Query {
  get(name: string): string | undefined;
}

export function createQuery(params: URLSearchParams): Query {
  const values = new Map<string, string>();
  for (const [name, value] of params) {
    const key = name.toLowerCase();
    if (!values.has(key)) values.set(key, value);
  }
  return { get: (name) => values.get(name.toLowerCase()) };
}
