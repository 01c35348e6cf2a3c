// Placeholder until this section is built.
export function EStatementsSection(_props: Record<string, unknown>) {
  return null;
}
