// Saved payment methods: list, add (ACH after validation, card), delete, default.
import {
  addAchPaymentMethod as addAchEndpoint,
  addCardPaymentMethod as addCardEndpoint,
  deleteAchPayment,
  deleteCardPayment,
  getPaymentMethods as listEndpoint,
  removeDefaultPaymentMethod as removeDefaultEndpoint,
  setDefaultPaymentMethod as setDefaultEndpoint,
  validateAchPaymentMethod as validateEndpoint,
} from '@portal/api-contract/payments/payment-methods';
import {
  answer,
  SUCCESS,
  userCall,
  type ContractInput,
  type ContractReply,
  type UserCallContext,
} from '../http/contract-route.ts';
import { refusal } from '../http/reply.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { inTransaction } from '../store/database.ts';
import { detectCardBrand } from '@portal/field-rules/card-number';
import { achRefusal, cardRefusal, readAch, readCard } from './method-checks.ts';
import { toWireMethod } from './payment-info-view.ts';
import {
  deleteMethod,
  findMethodByProfile,
  insertMethod,
  listSavedMethods,
  setDefaultMethod,
} from './payment-store.ts';

const AREA = 'payments';

function getPaymentMethods(ctx: UserCallContext): ContractReply<typeof listEndpoint> {
  return answer(listEndpoint, {
    ...SUCCESS,
    PaymentMethods: listSavedMethods(ctx.services.db, ctx.user.id).map(toWireMethod),
  });
}

function validateAch(
  _ctx: UserCallContext,
  sent: ContractInput<typeof validateEndpoint>,
): ContractReply<typeof validateEndpoint> {
  const code = achRefusal(readAch(sent));
  return code ? refusal(code) : answer(validateEndpoint, SUCCESS);
}

function addAch(
  ctx: UserCallContext,
  sent: ContractInput<typeof addAchEndpoint>,
): ContractReply<typeof addAchEndpoint> {
  const ach = readAch(sent);
  const code = achRefusal(ach);
  if (code) return refusal(code);
  // Profiles are saved for personal users only (spec 2 §6).
  if (ctx.user.company_number !== 0) return refusal('InvalidData');
  const lastFour = ach.accountNumber.slice(-4);
  const exists = listSavedMethods(ctx.services.db, ctx.user.id).some(
    (method) =>
      method.is_card === 0 &&
      method.last_four === lastFour &&
      method.routing_number === ach.routingNumber,
  );
  if (exists) return refusal('AlreadyExists');
  const saved = insertMethod(ctx.services.db, ctx.user.id, {
    isCard: false,
    lastFour,
    nickname: `${ach.accountType} ...${lastFour}`,
    accountType: ach.accountType,
    routingNumber: ach.routingNumber,
    ownerName: ach.ownerName,
    cardType: null,
    expiration: null,
    debitCredit: null,
    singleUse: false,
  });
  return answer(addAchEndpoint, {
    ...SUCCESS,
    ProfileId: saved.profile_id,
    PaymentMethod: toWireMethod(saved),
  });
}

function addCard(
  ctx: UserCallContext,
  sent: ContractInput<typeof addCardEndpoint>,
): ContractReply<typeof addCardEndpoint> {
  const card = readCard(sent);
  const code = cardRefusal(card, ctx.now);
  if (code) return refusal(code);
  const lastFour = card.cardNumber.slice(-4);
  const exists = listSavedMethods(ctx.services.db, ctx.user.id).some(
    (method) =>
      method.is_card === 1 &&
      method.last_four === lastFour &&
      method.expiration === card.expiration,
  );
  if (exists) return refusal('AlreadyExists');
  const brand = detectCardBrand(card.cardNumber) ?? 'visa';
  // Only the last four digits and the expiry are kept: never the number or the CVV.
  const saved = insertMethod(ctx.services.db, ctx.user.id, {
    isCard: true,
    lastFour,
    nickname: `${brand} ...${lastFour}`,
    accountType: null,
    routingNumber: null,
    ownerName: [sent.CardHolderFirstName, sent.CardHolderLastName].filter(Boolean).join(' '),
    cardType: brand,
    expiration: card.expiration,
    debitCredit: card.debitCredit,
    singleUse: false,
  });
  return answer(addCardEndpoint, {
    ...SUCCESS,
    ProfileId: saved.profile_id,
    PaymentMethod: toWireMethod(saved),
  });
}

/** Deleting a saved ACH account or card: the two calls answer alike. */
function deleteSaved(endpoint: typeof deleteAchPayment) {
  const isCard = endpoint === deleteCardPayment;
  return (
    ctx: UserCallContext,
    { ProfileId }: ContractInput<typeof endpoint>,
  ): ContractReply<typeof endpoint> => {
    const method = findMethodByProfile(ctx.services.db, ctx.user.id, ProfileId);
    if (!method || (method.is_card === 1) !== isCard) return refusal('ErrorDeletingPaymentMethod');
    inTransaction(ctx.services.db, () => deleteMethod(ctx.services.db, method.id));
    return answer(endpoint, SUCCESS);
  };
}

function setDefault(
  ctx: UserCallContext,
  { PaymentMethod }: ContractInput<typeof setDefaultEndpoint>,
): ContractReply<typeof setDefaultEndpoint> {
  const method = findMethodByProfile(ctx.services.db, ctx.user.id, PaymentMethod.ProfileId);
  if (!method) return refusal('InvalidData');
  setDefaultMethod(ctx.services.db, ctx.user.id, method.id);
  return answer(setDefaultEndpoint, SUCCESS);
}

function removeDefault(ctx: UserCallContext): ContractReply<typeof removeDefaultEndpoint> {
  setDefaultMethod(ctx.services.db, ctx.user.id, null);
  return answer(removeDefaultEndpoint, SUCCESS);
}

export const paymentMethodRoutes: readonly RouteDefinition[] = [
  userCall(listEndpoint, { area: AREA, accountField: 'AccountNumber', handle: getPaymentMethods }),
  userCall(setDefaultEndpoint, { area: AREA, accountField: 'AccountNumber', handle: setDefault }),
  userCall(removeDefaultEndpoint, {
    area: AREA,
    accountField: 'accountNumber',
    handle: removeDefault,
  }),
  userCall(validateEndpoint, { area: AREA, handle: validateAch }),
  userCall(addAchEndpoint, { area: AREA, handle: addAch }),
  userCall(addCardEndpoint, { area: AREA, accountField: 'LoanAccountNumber', handle: addCard }),
  userCall(deleteAchPayment, { area: AREA, handle: deleteSaved(deleteAchPayment) }),
  userCall(deleteCardPayment, { area: AREA, handle: deleteSaved(deleteCardPayment) }),
];
