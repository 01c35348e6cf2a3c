// GET /api/BranchInfo/Get and the zip lookup (spec 3 §7; the zip call's path is not shown).
import { parseWire } from '@portal/wire/parse-wire';
import type { KyInstance } from 'ky';
import * as v from 'valibot';

const text = v.nullish(v.string(), '');

export const BranchSchema = v.object({
  BranchNumber: v.optional(v.union([v.string(), v.number()])),
  BranchName: text,
  StreetAddress: text,
  City: text,
  State: text,
  Zip: text,
  PhoneNumber: text,
  Latitude: v.nullish(v.number(), 0),
  Longitude: v.nullish(v.number(), 0),
});

export type Branch = v.InferOutput<typeof BranchSchema>;

export async function fetchBranches(api: KyInstance): Promise<Branch[]> {
  return parseWire(v.array(BranchSchema), await api.get('BranchInfo/Get').json(), 'BranchInfo/Get');
}

const ZipSchema = v.object({
  HasNoErrors: v.optional(v.boolean(), true),
  Latitude: v.nullish(v.number(), null),
  Longitude: v.nullish(v.number(), null),
});

export async function fetchZipCoordinates(
  api: KyInstance,
  zipCode: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const body = parseWire(
    ZipSchema,
    await api.get('BranchInfo/GetZipCoordinates', { searchParams: { zipCode } }).json(),
    'GetZipCoordinates',
  );
  if (!body.HasNoErrors || body.Latitude === null || body.Longitude === null) return null;
  return { latitude: body.Latitude, longitude: body.Longitude };
}
