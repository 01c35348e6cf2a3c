// Servicing calls outside the loan page (spec 3 §7): branches, login history, applications,
// messages with the sandbox captcha, contact info change, documents and uploads, ACH drafts.
import { UPLOAD_MAX_BYTES } from '@portal/api-contract/upload-limit';
import { field, optionalString, optionalStringArray } from '../http/fields.ts';
import {
  accountNotAuthorized,
  fileTooLarge,
  HttpError,
  invalid,
  notFound,
  unauthorized,
} from '../http/http-error.ts';
import { errorEnvelope, fileReply, ok } from '../http/reply.ts';
import {
  publicRoute,
  userRoute,
  type RequestContext,
  type RouteDefinition,
  type SignedInContext,
} from '../http/route-definition.ts';
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

const success = () => ok({ HasNoErrors: true, Errors: [] });

const toBranchInfo = (row: BranchRow) => ({
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

function branchByNumber(ctx: RequestContext) {
  const number = (ctx.query.get('branchNumber') ?? '').trim();
  const row = /^\d{1,4}$/.test(number)
    ? findBranch(ctx.services.db, number.padStart(4, '0'))
    : undefined;
  if (!row) throw notFound();
  return ok(toBranchInfo(row));
}

function zipCoordinates(ctx: RequestContext) {
  const zip = ctx.query.get('zipCode') ?? '';
  if (!/^\d{5}$/.test(zip)) throw invalid();
  const found = ZIP_COORDINATES[zip];
  return found
    ? ok({ HasNoErrors: true, Errors: [], Latitude: found.latitude, Longitude: found.longitude })
    : ok(errorEnvelope('ZipNotFound'));
}

function loginHistory(ctx: SignedInContext) {
  return ok(
    listLogins(ctx.services.db, ctx.user.id).map((row) => ({
      LoginDate: row.logged_in_at,
      IPAddress: row.ip,
      EntryKey: row.id,
    })),
  );
}

const toApplication = (row: ApplicationRow) => ({
  ApplicationNumber: row.number,
  Status: row.status,
  AmountRequested: row.amount_requested,
  AmountApproved: row.amount_approved,
  LastModified: row.last_modified,
  Office: row.office,
  FundsExpected: row.funds_expected,
});

function readWindow(ctx: RequestContext): number {
  const text = ctx.query.get('numDaysToRetrieve') ?? '30';
  const days = Number(text);
  if (!Number.isSafeInteger(days) || days <= 0 || days > 3650) throw invalid();
  return days;
}

function applicationList(ctx: SignedInContext) {
  const since = instant(addDays(ctx.now, -readWindow(ctx)));
  return ok({
    HasNoErrors: true,
    Errors: [],
    Applications: listApplications(ctx.services.db, ctx.user.id, since).map(toApplication),
  });
}

function application(ctx: SignedInContext) {
  readWindow(ctx);
  const number = ctx.query.get('applicationNumber') ?? '';
  const row = findApplication(ctx.services.db, ctx.user.id, number);
  if (!row) return ok({ ...errorEnvelope('ApplicationNotFound'), Application: null });
  return ok({ HasNoErrors: true, Errors: [], Application: toApplication(row) });
}

const MESSAGE_MAX = 300;

/** Both message calls: the captcha must verify; a question needs a subject and a message. */
function message(kind: 'Feedback' | 'ContactUs') {
  return (ctx: RequestContext) => {
    const captcha = optionalString(ctx.body, 'ReCaptchaCode', 200) ?? '';
    if (!verifyCaptchaToken(ctx.services.db, captcha, ctx.now)) {
      return { status: 400, body: errorEnvelope('CaptchaInvalid') };
    }
    const text = optionalString(ctx.body, 'Message', 10_000) ?? '';
    if (text.length > MESSAGE_MAX) throw invalid();
    const feedbackType = field(ctx.body, 'FeedbackType');
    if (kind === 'ContactUs') {
      const subject = optionalString(ctx.body, 'Subject', 200) ?? '';
      if (!subject.trim() || !text.trim()) throw invalid();
    }
    const alert = field(ctx.body, 'Alert');
    // Public call (logged-out visitors write too): who wrote it is in Alert, as the product sends it.
    recordMessage(
      ctx.services.db,
      null,
      kind,
      { FeedbackType: feedbackType, Message: text, Alert: alert, Body: ctx.body },
      instant(ctx.now),
    );
    return success();
  };
}

function contactChange(ctx: SignedInContext) {
  const accounts = optionalStringArray(ctx.body, 'AccountNumbers', 50);
  if (accounts.length === 0) throw invalid();
  for (const number of accounts) {
    if (!findOwnAccount(ctx.services.db, ctx.user.id, number)) throw accountNotAuthorized();
  }
  const hasObject = (name: string) => {
    const value = field(ctx.body, name);
    if (
      value !== undefined &&
      value !== null &&
      (typeof value !== 'object' || Array.isArray(value))
    )
      throw invalid();
    return value !== undefined && value !== null;
  };
  const phone = field(ctx.body, 'PhoneNumber1');
  if (!hasObject('NewAddress') && !hasObject('OldAddress') && !phone) throw invalid();
  recordContactChange(ctx.services.db, ctx.user.id, ctx.body, instant(ctx.now));
  return success();
}

export const FILE_TYPES = [
  { ID: 1, Description: 'Proof of Insurance' },
  { ID: 2, Description: 'Pay Stub' },
  { ID: 3, Description: 'Tax Return' },
  { ID: 4, Description: 'Title' },
  { ID: 5, Description: 'Other' },
];

const toDocument = (row: DocumentRow) => ({
  FileId: row.id,
  DisplayName: row.display_name,
  DisplayFormat: row.display_format,
  ImageUrl: null,
  DateUploaded: row.uploaded_at,
});

function documents(docType: 'account' | 'application' | 'profile', param: string) {
  return (ctx: SignedInContext) => {
    const number = docType === 'profile' ? '' : (ctx.query.get(param) ?? '').trim();
    if (docType !== 'profile' && number === '') throw invalid();
    if (docType === 'account' && !findOwnAccount(ctx.services.db, ctx.user.id, number)) {
      throw accountNotAuthorized();
    }
    if (docType === 'application' && !findApplication(ctx.services.db, ctx.user.id, number)) {
      throw accountNotAuthorized();
    }
    return ok({
      Value: listDocuments(ctx.services.db, ctx.user.id, docType, number).map(toDocument),
    });
  };
}

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

const uploadError = (status: number, message: string) => ({
  status,
  body: { Message: message, ...errorEnvelope(message) },
});

// A missing or empty file and an unknown file type get the spec's messages from upload() below.
const UPLOAD_RULE_CHECKED = ['file', 'fileType'];

function upload(docType: 'account' | 'application' | 'profile', numberField: string) {
  return async (ctx: SignedInContext) => {
    const form = ctx.form;
    if (!form) return uploadError(400, 'The request is not a multipart upload.');
    const file = [...form.values()].find((value): value is File => value instanceof File);
    const text = (name: string) => {
      for (const [key, value] of form)
        if (key.toLowerCase() === name.toLowerCase() && typeof value === 'string')
          return value.trim();
      return '';
    };
    if (!file || !file.name) return uploadError(400, 'No file was sent.');
    if (file.size > UPLOAD_MAX_BYTES) throw fileTooLarge();
    const fileTypeId = Number(text('fileType'));
    if (!FILE_TYPES.some((type) => type.ID === fileTypeId)) {
      return uploadError(400, 'Choose a file type');
    }
    const number = docType === 'profile' ? '' : text(numberField);
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
    return ok({ HasNoErrors: true, Errors: [], FileId: id });
  };
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain; charset=utf-8',
};

function viewDocument(ctx: RequestContext) {
  const row = redeemDownloadToken(
    ctx.services.db,
    ctx.query.get('token') ?? '',
    'passable',
    ctx.now,
  );
  if (!row) throw unauthorized();
  const id = Number(ctx.query.get('FileId'));
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

function achDrafts(ctx: SignedInContext) {
  return ok(
    listAchDrafts(ctx.services.db, ctx.user.id).map((row) => ({
      Id: row.id,
      LoanAccountNumber: row.loan_account_number,
      CreationDate: row.creation_date,
    })),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function renderAchDraft(ctx: RequestContext) {
  const row = redeemDownloadToken(
    ctx.services.db,
    ctx.query.get('token') ?? '',
    'passable',
    ctx.now,
  );
  if (!row) throw unauthorized();
  const draft = findAchDraft(ctx.services.db, row.user_id, ctx.query.get('guid') ?? '');
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
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/BranchInfo/Get',
    handle: (ctx) => ok(listBranches(ctx.services.db).map(toBranchInfo)),
  }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/BranchInfo/GetByBranchNumber',
    handle: branchByNumber,
  }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/BranchInfo/GetZipCoordinates',
    handle: zipCoordinates,
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/Profile/LoginHistory',
    handle: loginHistory,
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/Application/GetList',
    handle: applicationList,
  }),
  userRoute({ area: 'servicing', method: 'GET', path: '/api/Application', handle: application }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/Captcha/Challenge',
    handle: (ctx) => ok(createChallenge(ctx.services.db, ctx.now)),
  }),
  publicRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/Messages/Feedback',
    handle: message('Feedback'),
  }),
  publicRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/Messages/ContactUs',
    handle: message('ContactUs'),
  }),
  userRoute({
    area: 'servicing',
    method: 'PUT',
    path: '/api/ManualChangeContactInfo',
    exampleBody: {
      AccountNumbers: ['00011002347'],
      PhoneNumber1: { OldPhoneNumber: '(269) 555-0100', NewPhoneNumber: '(269) 555-0101' },
    },
    handle: contactChange,
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/Documents/GetAccountDocuments',
    accountNumber: { in: 'query', name: 'accountNumber' },
    handle: documents('account', 'accountNumber'),
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/Documents/GetApplicationDocuments',
    handle: documents('application', 'applicationNumber'),
  }),
  // Profile documents: the profile page and the document center's Profile tab list and upload
  // the same documents, through the calls spec 1 §7 names, in spec 3's document shape.
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/Documents/GetCustomerDocuments',
    handle: documents('profile', ''),
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/file/GetFileTypes',
    handle: () => ok({ HasNoErrors: true, Errors: [], FileTypes: FILE_TYPES }),
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/file/UploadFileWithLoanNumber',
    multipart: { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
    ruleChecked: UPLOAD_RULE_CHECKED,
    handle: upload('account', 'loanNumber'),
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/file/UploadFileWithApplicationNumber',
    multipart: { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
    ruleChecked: UPLOAD_RULE_CHECKED,
    handle: upload('application', 'applicationNumber'),
  }),
  userRoute({
    area: 'servicing',
    method: 'POST',
    path: '/api/file/UploadByCustomerID',
    multipart: { limitBytes: UPLOAD_BODY_LIMIT_BYTES },
    ruleChecked: UPLOAD_RULE_CHECKED,
    handle: upload('profile', ''),
  }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/Documents/ViewDocument',
    handle: viewDocument,
  }),
  userRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/AchDraftAgreement/GetACHDrafts',
    handle: achDrafts,
  }),
  publicRoute({
    area: 'servicing',
    method: 'GET',
    path: '/api/AchDraftAgreement/RenderACHDraftAgreement',
    handle: renderAchDraft,
  }),
];
