import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { useBusinessDate } from '../../../api/business-date';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/use-api';
import { parseWireDate } from '../../../lib/wire-date';
import { useSettings } from '../../../lib/servicing-settings';
import { fetchInsurance } from '../api/loan-actions';
import {
  individualOrJoint,
  INSURANCE_EMPTY,
  INSURANCE_ERROR,
  shouldFetchInsurance,
} from '../rules/loan-actions';
import { ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';
import { formatMoney } from '@portal/money/cents';
import { valueOrThrow } from '@portal/wire/api-result';

export function InsuranceDialog({
  accountNumber,
  originalMaturityDate,
  onClose,
}: {
  accountNumber: string;
  originalMaturityDate: string | null;
  onClose(): void;
}) {
  const api = useApi();
  const { text, flag } = useSettings();
  // Insurance ends with the loan's maturity, judged on the institution's business day.
  const today = useBusinessDate();
  const enabled =
    today.data !== undefined &&
    shouldFetchInsurance(parseWireDate(originalMaturityDate), DateTime.fromISO(today.data));
  const insurance = useQuery({
    queryKey: ['insurance', accountNumber],
    queryFn: () => fetchInsurance(api, accountNumber).then(valueOrThrow),
    enabled,
  });
  const rows = enabled ? (insurance.data ?? []) : [];
  const failed = today.isError || insurance.isError;
  const showJoint = !flag('Insurance.HideIndividualJoint');
  const loading = today.isPending || (enabled && insurance.isPending);

  return (
    <Modal title="Insurance" width={500} onDismiss={onClose}>
      {loading && <Spinner label="Loading insurance" size={80} />}
      {failed && <ErrorBanner messages={[INSURANCE_ERROR]} />}
      {!loading && !failed && rows.length === 0 && <p>{INSURANCE_EMPTY}</p>}
      {rows.length > 0 && (
        <table className={ui.table}>
          <caption className={ui.visuallyHidden}>Insurance</caption>
          <thead>
            <tr>
              <th scope="col">Type</th>
              {showJoint && <th scope="col">Individual/Joint</th>}
              <th scope="col" className={ui.number}>
                Premium
              </th>
              <th scope="col" className={ui.number}>
                Coverage Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={`${row.type}-${index}`}>
                <td data-label="Type">{row.type}</td>
                {showJoint && (
                  <td data-label="Individual/Joint">{individualOrJoint(row.coverageKind)}</td>
                )}
                <td className={ui.number} data-label="Premium">
                  {formatMoney(row.premium)}
                </td>
                <td className={ui.number} data-label="Coverage Amount">
                  {formatMoney(row.coverageAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>{text('Insurance.Note')}</p>
      <div className="servicing-button-row">
        <button type="button" className={ui.button} onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
