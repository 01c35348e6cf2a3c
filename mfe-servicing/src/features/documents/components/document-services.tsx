// Placeholder until document services are built.
export interface DocumentContext {
  docType: 'accountNumber' | 'applicationNumber' | 'profile';
  uploadNumber: string;
}

export function DocumentServices(_props: { context: DocumentContext }) {
  return null;
}
