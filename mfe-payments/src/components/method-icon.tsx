// A method's kind at a glance: a card or a bank account. Decorative, the text beside it says it.
import CreditCard from 'lucide-react/icons/credit-card';
import Landmark from 'lucide-react/icons/landmark';

export function MethodIcon({ card }: { card: boolean }) {
  const Icon = card ? CreditCard : Landmark;
  return <Icon aria-hidden="true" size={20} />;
}
