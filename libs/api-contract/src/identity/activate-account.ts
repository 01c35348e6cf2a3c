// Activation of a pre-created account from its e-mailed link (spec 1 §7).
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';
import { WireFlag, WireText } from '../wire-values.ts';

export const activateAccount = /*#__PURE__*/ (() =>
  endpoint({
    name: 'identity.activateAccount',
    method: 'POST',
    path: 'Register/ActivateAccount',
    request: v.object({ Token: v.string(), Password: v.string() }),
    response: envelope({
      LogonNameTaken: WireFlag,
      Restricted: WireFlag,
      UserName: WireText,
    }),
    errors: ['Invalid', 'PasswordNeedsLetterNumber'],
    // LogonNameTaken and Restricted come with HasNoErrors false and no error code.
    refusalInFields: true,
  }))();
