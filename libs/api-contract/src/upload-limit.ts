// The one upload size setting of the portal and its back end (issue 19 item 3). The specs name
// no limit; the institution's back end refuses a file over 5 MiB. The screens refuse a larger
// file before sending it and the sandbox refuses it on arrival, both from this module, with the
// same message. (No imports: the sandbox loads it under Node's type stripping as it is.)

/** The largest file an upload call takes, in bytes. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What the borrower reads when a file is over the limit (the upload answer's Message). */
export const UPLOAD_TOO_LARGE_MESSAGE = `The file is larger than the ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB limit.`;
