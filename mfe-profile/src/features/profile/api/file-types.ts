// The document file types, GET /api/file/GetFileTypes (spec 3 §7): every upload names one.
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const FileTypesSchema = v.object({
  FileTypes: v.nullish(v.array(v.object({ ID: v.number(), Description: v.string() })), []),
});

export type FileType = { ID: number; Description: string };

export const FILE_TYPES_QUERY_KEY = ['profile', 'file-types'] as const;

export async function fetchFileTypes(api: KyInstance): Promise<FileType[]> {
  const body: unknown = await api.get('file/GetFileTypes').json();
  return [...parseWire(FileTypesSchema, body, 'file types').FileTypes];
}
