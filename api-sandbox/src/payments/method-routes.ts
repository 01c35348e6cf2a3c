// Saved payment methods: list, add (ACH after validation, card), delete, default.
import { optionalString, requireString } from '../http/fields.ts';
import { ok } from '../http/reply.ts';
import {
  scopedAccountNumber,
  userRoute,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';
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
import { optionalObject, refusal } from './wire-fields.ts';

const AREA = 'payments';

function getPaymentMethods(ctx: SignedInContext) {
  scopedAccountNumber(ctx);
  return ok({
    HasNoErrors: true,
    Errors: [],
    PaymentMethods: listSavedMethods(ctx.services.db, ctx.user.id).map(toWireMethod),
  });
}

function validateAch(ctx: SignedInContext) {
  const code = achRefusal(readAch(ctx.body));
  return code ? refusal(code) : ok({ HasNoErrors: true, Errors: [] });
}

function addAch(ctx: SignedInContext) {
  const ach = readAch(ctx.body);
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
  return ok({
    HasNoErrors: true,
    Errors: [],
    ProfileId: saved.profile_id,
    PaymentMethod: toWireMethod(saved),
  });
}

function addCard(ctx: SignedInContext) {
  scopedAccountNumber(ctx);
  const card = readCard(ctx.body);
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
    ownerName: [
      optionalString(ctx.body, 'CardHolderFirstName', 64),
      optionalString(ctx.body, 'CardHolderLastName', 64),
    ]
      .filter(Boolean)
      .join(' '),
    cardType: brand,
    expiration: card.expiration,
    debitCredit: card.debitCredit,
    singleUse: false,
  });
  return ok({
    HasNoErrors: true,
    Errors: [],
    ProfileId: saved.profile_id,
    PaymentMethod: toWireMethod(saved),
  });
}

function deleteSaved(isCard: boolean) {
  return (ctx: SignedInContext) => {
    const profileId = requireString(ctx.body, 'ProfileId', 64);
    const method = findMethodByProfile(ctx.services.db, ctx.user.id, profileId);
    if (!method || (method.is_card === 1) !== isCard) return refusal('ErrorDeletingPaymentMethod');
    inTransaction(ctx.services.db, () => deleteMethod(ctx.services.db, method.id));
    return ok({ HasNoErrors: true, Errors: [] });
  };
}

function setDefault(ctx: SignedInContext) {
  scopedAccountNumber(ctx);
  const chosen = optionalObject(ctx.body, 'PaymentMethod');
  const profileId = chosen ? requireString(chosen, 'ProfileId', 64) : '';
  const method = findMethodByProfile(ctx.services.db, ctx.user.id, profileId);
  if (!method) return refusal('InvalidData');
  setDefaultMethod(ctx.services.db, ctx.user.id, method.id);
  return ok({ HasNoErrors: true, Errors: [] });
}

function removeDefault(ctx: SignedInContext) {
  scopedAccountNumber(ctx);
  setDefaultMethod(ctx.services.db, ctx.user.id, null);
  return ok({ HasNoErrors: true, Errors: [] });
}

export const paymentMethodRoutes: readonly RouteDefinition[] = [
  userRoute({
    area: AREA,
    method: 'POST',
    path: '/api/PaymentMethod/GetPaymentMethods',
    accountNumber: { in: 'body', name: 'AccountNumber' },
    handle: getPaymentMethods,
  }),
  userRoute({
    area: AREA,
    method: 'POST',
    path: '/api/PaymentMethod/SetDefaultPaymentMethod',
    accountNumber: { in: 'body', name: 'AccountNumber' },
    exampleBody: { PaymentMethod: { ProfileId: 'PM-100001' } },
    handle: setDefault,
  }),
  userRoute({
    area: AREA,
    method: 'DELETE',
    path: '/api/PaymentMethod/RemoveDefaultPaymentMethod',
    accountNumber: { in: 'query', name: 'accountNumber' },
    handle: removeDefault,
  }),
  userRoute({
    area: AREA,
    method: 'POST',
    path: '/api/PaymentMethod/ValidateAchPaymentMethod',
    exampleBody: { RoutingNumber: '072000805', AccountNumber: '123456789' },
    handle: validateAch,
  }),
  userRoute({
    area: AREA,
    method: 'POST',
    path: '/api/PaymentMethod/AddAchPaymentMethod',
    exampleBody: { RoutingNumber: '072000805', AccountNumber: '123456789' },
    handle: addAch,
  }),
  userRoute({
    area: AREA,
    method: 'POST',
    path: '/api/PaymentMethod/AddCardPaymentMethod',
    accountNumber: { in: 'body', name: 'LoanAccountNumber' },
    exampleBody: { CardNumber: '4111111111111111', ExpirationDate: '12/30', SecurityCode: '123' },
    handle: addCard,
  }),
  userRoute({
    area: AREA,
    method: 'POST',
    path: '/api/PaymentMethod/DeleteAchPayment',
    exampleBody: { ProfileId: 'PM-100001' },
    handle: deleteSaved(false),
  }),
  userRoute({
    area: AREA,
    method: 'POST',
    path: '/api/PaymentMethod/DeleteCardPayment',
    exampleBody: { ProfileId: 'PM-100002' },
    handle: deleteSaved(true),
  }),
];
