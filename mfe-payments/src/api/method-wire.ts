// A method typed on the page (never stored) as the wire's ACH data and card data (spec 2 §3),
// for the calls that save one and the submit calls that pay with one.
import type { SingleUseAch, SingleUseCard } from '../lib/chosen-method';

export const wireAch = (ach: SingleUseAch) => ({
  AccountType: ach.accountType,
  RoutingNumber: ach.routingNumber,
  AccountNumber: ach.accountNumber,
  OwnerName: ach.ownerName,
});

export const wireCard = (card: SingleUseCard) => ({
  CardNumber: card.cardNumber,
  CardType: card.cardType,
  ExpirationDate: card.expirationDate,
  SecurityCode: card.securityCode,
  DebitCreditType: card.debitCredit,
  CardHolderFirstName: card.firstName,
  CardHolderLastName: card.lastName,
  BillingAddress: {
    ZipCode: card.billingAddress.zipCode,
    Address1: card.billingAddress.address1,
    Address2: card.billingAddress.address2,
    City: card.billingAddress.city,
    State: card.billingAddress.state,
  },
});
