// Where batches go and how large they may be: plain constants, so the page's agent can bound its
// batches without bundling the schemas (./batch re-exports them for the receiver).

/** Where the portal's page sends batches (nginx forwards it to the receiver). */
export const TELEMETRY_PATH = '/telemetry';
export const TELEMETRY_SCHEMA_VERSION = 1;

/** Bounds a tab keeps and the receiver enforces (413 above the bytes). */
export const MAX_BATCH_BYTES = 16_384;
export const MAX_EVENTS_PER_BATCH = 40;
/** What one tab sends at most in its life (the agent's bound; the receiver rate-limits). */
export const MAX_EVENTS_PER_TAB = 400;
