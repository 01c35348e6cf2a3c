// A document as the back end lists it (spec 3 §3, §7): an account's, an application's and the
// profile's documents answer the same shape.
import * as v from 'valibot';
import { WireText } from './wire-values.ts';

export const WireDocumentSchema = /*#__PURE__*/ (() =>
  v.object({
    FileId: v.union([v.number(), v.string()]),
    DisplayName: WireText,
    DisplayFormat: WireText,
    ImageUrl: WireText,
    DateUploaded: WireText,
  }))();
