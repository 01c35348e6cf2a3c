// Placeholder until this section is built.
export function AlertsSection(_props: Record<string, unknown>) {
  return null;
}
