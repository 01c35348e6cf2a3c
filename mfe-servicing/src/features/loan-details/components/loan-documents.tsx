// Placeholder until this section is built.
export function LoanDocuments(_props: Record<string, unknown>) {
  return null;
}
