import { useQuery } from '@tanstack/react-query';
import { useBusinessDate } from '../../../api/business-date';
import { ErrorBanner } from '../../../components/error-banner';
import { Spinner } from '../../../components/spinner';
import { useApi } from '../../../lib/api-context';
import { parseWireDate } from '../../../lib/wire-date';
import { useSettings } from '@portal/settings/use-settings';
import { fetchInsurance } from '../api/loan-actions';
import {
  individualOrJoint,
  INSURANCE_EMPTY,
  INSURANCE_ERROR,
  shouldFetchInsurance,
} from '../rules/loan-actions';
import { ui } from '@portal/ui/class-names';
import { Modal } from '@portal/ui/modal';
import { formatDollars } from '@portal/money/cents';

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
    shouldFetchInsurance(parseWireDate(originalMaturityDate), today.data);
  const insurance = useQuery({
    queryKey: ['insurance', accountNumber],
    queryFn: () => fetchInsurance(api, accountNumber),
    enabled,
  });
  const rows = enabled ? (insurance.data?.Insurances ?? []) : [];
  const failed =
    today.isError || insurance.isError || (insurance.data && !insurance.data.HasNoErrors);
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
              <tr key={`${row.Type}-${index}`}>
                <td data-label="Type">{row.Type}</td>
                {showJoint && (
                  <td data-label="Individual/Joint">{individualOrJoint(row.IsIndividual)}</td>
                )}
                <td className={ui.number} data-label="Premium">
                  {formatDollars(row.Premium)}
                </td>
                <td className={ui.number} data-label="Coverage Amount">
                  {formatDollars(row.CoverageAmount)}
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
