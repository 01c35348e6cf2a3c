// Documents the browser opens itself in a new tab or window (spec 3 §7): the request is a URL with
// a one-time token (passable or download token, never the session token), the answer a file.
// No examples: each token is good once, so no fixed request succeeds.
import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { AccountNumber, TokenText } from '../wire-values.ts';

const FileAnswer = /*#__PURE__*/ (() => v.instance(Blob))();

export const viewDocument = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.viewDocument',
    method: 'GET',
    path: 'Documents/ViewDocument',
    request: v.object({
      FileId: v.string(),
      Name: v.string(),
      PageNumber: v.literal('1'),
      FileFormat: v.string(),
      token: TokenText,
    }),
    responseKind: 'document',
    response: FileAnswer,
    errors: ['Unauthorized', 'NotFound'],
  }))();

export const renderAchDraftAgreement = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.renderAchDraftAgreement',
    method: 'GET',
    path: 'AchDraftAgreement/RenderACHDraftAgreement',
    request: v.object({ token: TokenText, guid: v.pipe(v.string(), v.nonEmpty()) }),
    responseKind: 'document',
    response: FileAnswer,
    errors: ['Unauthorized', 'NotFound'],
  }))();

export const downloadAccountHistory = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.downloadAccountHistory',
    method: 'GET',
    path: 'AccountHistory/DownloadAccountHistory',
    request: v.object({ token: TokenText }),
    responseKind: 'document',
    response: FileAnswer,
    errors: ['Unauthorized'],
  }))();

export const downloadPayoffQuoteBreakdown = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.downloadPayoffQuoteBreakdown',
    method: 'GET',
    path: 'PaymentInformation/DownloadPayoffQuoteBreakdown',
    request: v.object({ downloadToken: TokenText }),
    responseKind: 'document',
    response: FileAnswer,
    errors: ['Unauthorized'],
  }))();

export const viewStatement = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.viewStatement',
    method: 'GET',
    path: 'AccountEstatements/ViewStatement',
    request: v.object({
      Date: v.string(),
      Number: AccountNumber,
      Start: v.string(),
      End: v.string(),
      Type: v.string(),
      Id: v.string(),
      token: TokenText,
    }),
    responseKind: 'document',
    response: FileAnswer,
    errors: ['Unauthorized', 'AccountNotAuthorized'],
  }))();

export const broadridgeDocument = /*#__PURE__*/ (() =>
  endpoint({
    name: 'servicing.broadridgeDocument',
    method: 'GET',
    path: 'AccountEStatements/GetBroadridgeDocument',
    request: v.object({
      token: TokenText,
      documentId: v.string(),
      date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
    }),
    responseKind: 'document',
    response: FileAnswer,
    errors: ['Unauthorized', 'AccountNotAuthorized'],
  }))();
