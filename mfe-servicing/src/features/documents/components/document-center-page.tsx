import { usePortalState } from '@portal/shared-contracts';
import { displayAccountNumber } from '@portal/display/account-number';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fetchPreloadedAccountList } from '@portal/area-kit/account-list';
import { valueOrThrow } from '@portal/wire/api-result';
import { useApi } from '../../../lib/use-api';
import type { PageProps } from '../../../lib/page-props';
import { fetchApplicationList } from '../../../api/application-list';
import { DocumentServices } from '../../../components/document-services';
import { ui } from '@portal/ui/class-names';

type Tab = 'account' | 'profile' | 'application';

const TABS: { id: Tab; label: string }[] = [
  { id: 'account', label: 'Account Documents' },
  { id: 'profile', label: 'Profile Documents' },
  { id: 'application', label: 'Applications Documents' },
];

/** myaccount/document-center: account, profile and application documents in tabs. */
export default function DocumentCenterPage(_props: PageProps) {
  const institution = usePortalState((state) => state.options?.institution);
  const api = useApi();
  const ids = useId();
  const [tab, setTab] = useState<Tab>('account');
  const [accountNumber, setAccountNumber] = useState('');
  const [applicationNumber, setApplicationNumber] = useState('');
  const accounts = useQuery({
    queryKey: ['accountList'],
    queryFn: () => fetchPreloadedAccountList(api).then(valueOrThrow),
  });
  const applications = useQuery({
    queryKey: ['applications'],
    queryFn: () => fetchApplicationList(api).then(valueOrThrow),
    enabled: tab === 'application',
  });

  return (
    <section className={ui.card} aria-labelledby={`${ids}-heading`}>
      <h1 id={`${ids}-heading`}>Document Center</h1>
      <div role="tablist" aria-label="Document types" className="servicing-tabs">
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${ids}-${item.id}-tab`}
            aria-selected={tab === item.id}
            aria-controls={`${ids}-panel`}
            onClick={() => setTab(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${tab}-tab`}>
        {tab === 'account' && (
          <>
            <div className={ui.field}>
              <label htmlFor={`${ids}-account`}>Account number</label>
              <select
                id={`${ids}-account`}
                value={accountNumber}
                onChange={(event) => setAccountNumber(event.target.value)}
              >
                <option value="">Choose an account</option>
                {(accounts.data ?? []).map((account) => (
                  <option key={account.number} value={account.number}>
                    {account.description}{' '}
                    {displayAccountNumber(
                      account.number,
                      (account.type === 0 || account.type === 9
                        ? institution?.Loan
                        : institution?.Deposit
                      )?.CheckDigit ?? 0,
                    )}
                  </option>
                ))}
              </select>
            </div>
            {accountNumber && (
              <DocumentServices
                key={accountNumber}
                context={{ docType: 'accountNumber', uploadNumber: accountNumber }}
              />
            )}
          </>
        )}
        {tab === 'profile' && (
          <DocumentServices context={{ docType: 'profile', uploadNumber: '' }} />
        )}
        {tab === 'application' && (
          <>
            <div className={ui.field}>
              <label htmlFor={`${ids}-application`}>Application number</label>
              <select
                id={`${ids}-application`}
                value={applicationNumber}
                onChange={(event) => setApplicationNumber(event.target.value)}
              >
                <option value="">Choose an application</option>
                {(applications.data ?? []).map((application) => (
                  <option key={application.number} value={application.number}>
                    {application.number}
                  </option>
                ))}
              </select>
            </div>
            {applicationNumber && (
              <DocumentServices
                key={applicationNumber}
                context={{ docType: 'applicationNumber', uploadNumber: applicationNumber }}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
