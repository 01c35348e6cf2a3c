import { DocumentServices } from '../../../components/document-services';

/** The account documents block of the loan page (file services on, not hidden). */
export function LoanDocuments({ accountNumber }: { accountNumber: string }) {
  return <DocumentServices context={{ docType: 'accountNumber', uploadNumber: accountNumber }} />;
}
