// Servicing calls outside the loan page (spec 3 §7): branches, login history, applications,
// messages with the sandbox captcha, contact info change, documents and uploads, ACH drafts. Each
// is declared from its contract endpoint: the handler reads the request as the contract parsed it.
import {
  customerDocuments,
  uploadByCustomerId,
} from '@portal/api-contract/profile/profile-documents';
import { achDrafts as achDraftsEndpoint } from '@portal/api-contract/servicing/ach-drafts';
import {
  application as applicationEndpoint,
  applicationList as applicationListEndpoint,
} from '@portal/api-contract/servicing/applications';
import {
  branchByNumber as branchEndpoint,
  branchList,
  zipCoordinates as zipEndpoint,
} from '@portal/api-contract/servicing/branches';
import { manualChangeContactInfo } from '@portal/api-contract/servicing/contact-change';
import {
  renderAchDraftAgreement,
  viewDocument as viewDocumentEndpoint,
} from '@portal/api-contract/servicing/documents-opened';
import {
  accountDocuments,
  applicationDocuments,
  fileTypes,
  uploadWithApplicationNumber,
  uploadWithLoanNumber,
} from '@portal/api-contract/servicing/documents';
import { loginHistory as loginHistoryEndpoint } from '@portal/api-contract/servicing/login-history';
import { captchaChallenge, contactUs, feedback } from '@portal/api-contract/servicing/messages';
import { UPLOAD_MAX_BYTES } from '@portal/api-contract/upload-limit';
import {
  accountNotAuthorized,
  fileTooLarge,
  HttpError,
  invalid,
  notFound,
  unauthorized,
} from '../http/http-error.ts';
import { errorEnvelope, errorReply, fileReply, refusal, type RefusalReply } from '../http/reply.ts';
import {
  answer,
  publicCall,
  SUCCESS,
  userCall,
  type ContractBody,
  type ContractInput,
  type PublicCallContext,
  type UserCallContext,
} from '../http/contract-route.ts';
import type { RouteDefinition } from '../http/route-definition.ts';
import { findOwnAccount } from '../store/accounts.ts';
import { addDays, instant } from '../time/dates.ts';
import { ZIP_COORDINATES } from './branches-data.ts';
import { createChallenge, verifyCaptchaToken } from './captcha.ts';
import {
  findAchDraft,
  findApplication,
  findBranch,
  findDocumentContent,
  redeemDownloadToken,
  insertDocument,
  listAchDrafts,
  listApplications,
  listBranches,
  listDocuments,
  listLogins,
  recordContactChange,
  recordMessage,
  type ApplicationRow,
  type BranchRow,
  type DocumentRow,
} from './servicing-store.ts';

// Each row mapper returns the contract's item type, so a field the contract lacks fails the type
// check here (a mapped array is not checked for extra fields where it is answered).
type ListItem<L> = NonNullable<L> extends readonly (infer I)[] ? I : never;

const toBranchInfo = (row: BranchRow): ContractBody<typeof branchEndpoint> => ({
  BranchNumber: row.number,
  BranchName: row.name,
  StreetAddress: row.street,
  City: row.city,
  State: row.state,
  Zip: row.zip,
  PhoneNumber: row.phone,
  Latitude: row.latitude,
  Longitude: row.longitude,
});

function branchByNumber(ctx: PublicCallContext, input: ContractInput<typeof branchEndpoint>) {
  const row = findBranch(ctx.services.db, input.branchNumber.padStart(4, '0'));
  if (!row) throw notFound();
  return answer(branchEndpoint, toBranchInfo(row));
}

function zipCoordinates(ctx: PublicCallContext, input: ContractInput<typeof zipEndpoint>) {
  const found = ZIP_COORDINATES[input.zipCode];
  return found
    ? answer(zipEndpoint, { ...SUCCESS, Latitude: found.latitude, Longitude: found.longitude })
    : refusal('ZipNotFound');
}

function loginHistory(ctx: UserCallContext) {
  return answer(
    loginHistoryEndpoint,
    listLogins(ctx.services.db, ctx.user.id).map(
      (row): ListItem<ContractBody<typeof loginHistoryEndpoint>> => ({
        LoginDate: row.logged_in_at,
        IPAddress: row.ip,
        EntryKey: row.id,
      }),
    ),
  );
}

const toApplication = (
  row: ApplicationRow,
): NonNullable<ContractBody<typeof applicationEndpoint>['Application']> => ({
  ApplicationNumber: row.number,
  Status: row.status,
  AmountRequested: row.amount_requested,
  AmountApproved: row.amount_approved,
  LastModified: row.last_modified,
  Office: row.office,
  FundsExpected: row.funds_expected,
});

/** The start of the window the applications are listed for (the contract reads "30"). */
const windowStart = (ctx: UserCallContext, days: string): string =>
  instant(addDays(ctx.now, -Number(days)));

function applicationList(
  ctx: UserCallContext,
  input: ContractInput<typeof applicationListEndpoint>,
) {
  const since = windowStart(ctx, input.numDaysToRetrieve);
  return answer(applicationListEndpoint, {
    ...SUCCESS,
    Applications: listApplications(ctx.services.db, ctx.user.id, since).map(toApplication),
  });
}

function application(ctx: UserCallContext, input: ContractInput<typeof applicationEndpoint>) {
  const row = findApplication(ctx.services.db, ctx.user.id, input.applicationNumber);
  if (!row) return refusal('ApplicationNotFound', { Application: null });
  return answer(applicationEndpoint, { ...SUCCESS, Application: toApplication(row) });
}

/** Both message calls: the captcha must verify; a question needs a subject and a message. */
function message(
  ctx: PublicCallContext,
  input: ContractInput<typeof feedback> | ContractInput<typeof contactUs>,
): RefusalReply | undefined {
  if (!verifyCaptchaToken(ctx.services.db, input.ReCaptchaCode, ctx.now)) {
    return errorReply(400, 'CaptchaInvalid');
  }
  const text = input.Message ?? '';
  if (input.FeedbackType === 'Question' && (!input.Subject.trim() || !text.trim())) throw invalid();
  // Public call (logged-out visitors write too): who wrote it is in Alert, as the product sends it.
  recordMessage(
    ctx.services.db,
    null,
    input.FeedbackType === 'Question' ? 'ContactUs' : 'Feedback',
    { FeedbackType: input.FeedbackType, Message: text, Alert: input.Alert, Body: input },
    instant(ctx.now),
  );
  return undefined;
}

function contactChange(ctx: UserCallContext, input: ContractInput<typeof manualChangeContactInfo>) {
  for (const number of input.AccountNumbers) {
    if (!findOwnAccount(ctx.services.db, ctx.user.id, number)) throw accountNotAuthorized();
  }
  if (!input.NewAddress && !input.OldAddress && !input.PhoneNumber1) throw invalid();
  recordContactChange(ctx.services.db, ctx.user.id, input, instant(ctx.now));
  return answer(manualChangeContactInfo, SUCCESS);
}

export const FILE_TYPES = [
  { ID: 1, Description: 'Proof of Insurance' },
  { ID: 2, Description: 'Pay Stub' },
  { ID: 3, Description: 'Tax Return' },
  { ID: 4, Description: 'Title' },
  { ID: 5, Description: 'Other' },
];

const toDocument = (
  row: DocumentRow,
): ListItem<ContractBody<typeof accountDocuments>['Value']> => ({
  FileId: row.id,
  DisplayName: row.display_name,
  DisplayFormat: row.display_format,
  ImageUrl: null,
  DateUploaded: row.uploaded_at,
});

type DocumentOwner = 'account' | 'application' | 'profile';

const documentList = (ctx: UserCallContext, docType: DocumentOwner, number: string) =>
  listDocuments(ctx.services.db, ctx.user.id, docType, number).map(toDocument);

/** The whole multipart body may carry the file (at most UPLOAD_MAX_BYTES) and its form fields. */
const UPLOAD_BODY_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;
const ALLOWED_EXTENSIONS = new Set([
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'tif',
  'tiff',
  'doc',
  'docx',
  'txt',
]);

/** An upload's refusal carries the code and a `Message` the borrower reads (spec 3 §7). */
const uploadError = (status: number, message: string): RefusalReply => {
  const body = { Message: message, ...errorEnvelope(message) };
  return { status, body };
};

// A missing or empty file and an unknown file type get the spec's messages from upload() below.
const UPLOAD_RULE_CHECKED = ['file', 'fileType'];

/** The fields of every upload; the file and its type are rule-checked, so they arrive as sent. */
interface UploadInput {
  file: unknown;
  fileType: unknown;
}

/** Stores the uploaded file for `number` (an account, an application or, for the profile, ''):
 * its id, or the refusal the borrower reads. */
async function storeUpload(
  ctx: UserCallContext,
  input: UploadInput,
  docType: DocumentOwner,
  number: string,
): Promise<RefusalReply | number> {
  if (!ctx.form) return uploadError(400, 'The request is not a multipart upload.');
  const file = input.file instanceof File ? input.file : undefined;
  if (!file || !file.name) return uploadError(400, 'No file was sent.');
  if (file.size > UPLOAD_MAX_BYTES) throw fileTooLarge();
  const fileTypeId = Number(typeof input.fileType === 'string' ? input.fileType.trim() : '');
  if (!FILE_TYPES.some((type) => type.ID === fileTypeId)) {
    return uploadError(400, 'Choose a file type');
  }
  if (docType === 'account' && !findOwnAccount(ctx.services.db, ctx.user.id, number)) {
    throw accountNotAuthorized();
  }
  if (docType === 'application' && !findApplication(ctx.services.db, ctx.user.id, number)) {
    throw accountNotAuthorized();
  }
  const name = file.name.replace(/[\\/]/g, '_').slice(0, 200);
  const extension = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!ALLOWED_EXTENSIONS.has(extension)) {
    return uploadError(400, `Files of type .${extension || '?'} are not accepted.`);
  }
  if (file.size === 0) return uploadError(400, 'The file is empty.');
  const id = insertDocument(ctx.services.db, {
    user_id: ctx.user.id,
    doc_type: docType,
    number,
    display_name: name,
    display_format: extension,
    file_type_id: fileTypeId,
    content: Buffer.from(await file.arrayBuffer()),
    uploaded_at: instant(ctx.now),
  });
  return id;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain; charset=utf-8',
};

function viewDocument(ctx: PublicCallContext, input: ContractInput<typeof viewDocumentEndpoint>) {
  const row = redeemDownloadToken(ctx.services.db, input.token, 'passable', ctx.now);
  if (!row) throw unauthorized();
  const id = Number(input.FileId);
  const doc = Number.isSafeInteger(id)
    ? findDocumentContent(ctx.services.db, row.user_id, id)
    : undefined;
  if (!doc) throw notFound();
  return fileReply({
    contentType: CONTENT_TYPES[doc.display_format] ?? 'application/octet-stream',
    bytes: Buffer.from(doc.content),
    fileName: doc.display_name,
    inline: true,
  });
}

function achDrafts(ctx: UserCallContext) {
  return answer(
    achDraftsEndpoint,
    listAchDrafts(ctx.services.db, ctx.user.id).map(
      (row): ListItem<ContractBody<typeof achDraftsEndpoint>> => ({
        Id: row.id,
        LoanAccountNumber: row.loan_account_number,
        CreationDate: row.creation_date,
      }),
    ),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function renderAchDraft(
  ctx: PublicCallContext,
  input: ContractInput<typeof renderAchDraftAgreement>,
) {
  const row = redeemDownloadToken(ctx.services.db, input.token, 'passable', ctx.now);
  if (!row) throw unauthorized();
  const draft = findAchDraft(ctx.services.db, row.user_id, input.guid);
  if (!draft) throw new HttpError(404, 'NotFound');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ACH Draft Authorization</title></head><body><h1>ACH Draft Authorization Agreement</h1><p>Loan account ${escapeHtml(draft.loan_account_number)}, created ${escapeHtml(draft.creation_date.slice(0, 10))}.</p><p>I authorize Lakeside Loan Servicing to initiate debit entries to my account for the payments of this loan.</p></body></html>`;
  return fileReply({
    contentType: 'text/html; charset=utf-8',
    bytes: Buffer.from(html, 'utf8'),
    fileName: 'ach-draft-agreement.html',
    inline: true,
  });
}

export const servicingMiscRoutes: RouteDefinition[] = [
  publicCall(branchList, {
    area: 'servicing',
    handle: (ctx) => answer(branchList, listBranches(ctx.services.db).map(toBranchInfo)),
  }),
  publicCall(branchEndpoint, { area: 'servicing', handle: branchByNumber }),
  publicCall(zipEndpoint, { area: 'servicing', handle: zipCoordinates }),
  userCall(loginHistoryEndpoint, { area: 'servicing', handle: loginHistory }),
  userCall(applicationListEndpoint, { area: 'servicing', handle: applicationList }),
  userCall(applicationEndpoint, { area: 'servicing', handle: application }),
  publicCall(captchaChallenge, {
    area: 'servicing',
    handle: (ctx) => answer(captchaChallenge, createChallenge(ctx.services.db, ctx.now)),
  }),
  publicCall(feedback, {
    area: 'servicing',
    handle: (ctx, input) => message(ctx, input) ?? answer(feedback, SUCCESS),
  }),
  publicCall(contactUs, {
    area: 'servicing',
    handle: (ctx, input) => message(ctx, input) ?? answer(contactUs, SUCCESS),
  }),
  // Several accounts at once: the handler proves each is the borrower's.
  userCall(manualChangeContactInfo, { area: 'servicing', handle: contactChange }),
  userCall(accountDocuments, {
    area: 'servicing',
    accountField: 'accountNumber',
    handle: (ctx, input) =>
      answer(accountDocuments, { Value: documentList(ctx, 'account', input.accountNumber.trim()) }),
  }),
  userCall(applicationDocuments, {
    area: 'servicing',
    handle: (ctx, input) => {
      const number = input.applicationNumber.trim();
      if (!findApplication(ctx.services.db, ctx.user.id, number)) throw accountNotAuthorized();
      return answer(applicationDocuments, { Value: documentList(ctx, 'application', number) });
    },
  }),
  // Profile documents: the profile page and the document center's Profile tab list and upload
  // the same documents, through the calls spec 1 §7 names, in spec 3's document shape.
  userCall(customerDocuments, {
    area: 'servicing',
    handle: (ctx) => answer(customerDocuments, { Value: documentList(ctx, 'profile', '') }),
  }),
  userCall(fileTypes, {
    area: 'servicing',
    handle: () => answer(fileTypes, { ...SUCCESS, FileTypes: FILE_TYPES }),
  }),
  // The server proves the loan is the borrower's and shown on the web, as for every account call;
  // an application number is proven by the upload itself.
  userCall(uploadWithLoanNumber, {
    area: 'servicing',
    accountField: 'loanNumber',
    multipart: { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
    ruleChecked: UPLOAD_RULE_CHECKED,
    handle: async (ctx, input) => {
      const stored = await storeUpload(ctx, input, 'account', input.loanNumber.trim());
      return typeof stored === 'number'
        ? answer(uploadWithLoanNumber, { ...SUCCESS, FileId: stored })
        : stored;
    },
  }),
  userCall(uploadWithApplicationNumber, {
    area: 'servicing',
    multipart: { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
    ruleChecked: UPLOAD_RULE_CHECKED,
    handle: async (ctx, input) => {
      const number = input.applicationNumber.trim();
      const stored = await storeUpload(ctx, input, 'application', number);
      return typeof stored === 'number'
        ? answer(uploadWithApplicationNumber, { ...SUCCESS, FileId: stored })
        : stored;
    },
  }),
  userCall(uploadByCustomerId, {
    area: 'servicing',
    multipart: { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
    ruleChecked: UPLOAD_RULE_CHECKED,
    handle: async (ctx, input) => {
      const stored = await storeUpload(ctx, input, 'profile', '');
      return typeof stored === 'number'
        ? answer(uploadByCustomerId, { ...SUCCESS, FileId: stored })
        : stored;
    },
  }),
  publicCall(viewDocumentEndpoint, { area: 'servicing', handle: viewDocument }),
  userCall(achDraftsEndpoint, { area: 'servicing', handle: achDrafts }),
  publicCall(renderAchDraftAgreement, { area: 'servicing', handle: renderAchDraft }),
];
