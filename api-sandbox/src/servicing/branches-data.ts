// Seeded branches. Account numbers start with their 4-digit office, which is the branch number.
// Two rows carry coordinates a map cannot use (zero latitude, positive longitude), as real data does.
export interface SeedBranch {
  number: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  latitude: number;
  longitude: number;
}

export const SEED_BRANCHES: readonly SeedBranch[] = [
  {
    number: '0001',
    name: 'Lakeside Main Office',
    street: '200 Lake St',
    city: 'Lakeside',
    state: 'MI',
    zip: '49116',
    phone: '2695550100',
    latitude: 41.8448,
    longitude: -86.6662,
  },
  {
    number: '0002',
    name: 'Grand Haven Branch',
    street: '15 Harbor Dr',
    city: 'Grand Haven',
    state: 'MI',
    zip: '49417',
    phone: '6165550142',
    latitude: 43.0631,
    longitude: -86.2284,
  },
  {
    number: '0003',
    name: 'Holland Branch',
    street: '88 8th St',
    city: 'Holland',
    state: 'MI',
    zip: '49423',
    phone: '6165550177',
    latitude: 42.7875,
    longitude: -86.1089,
  },
  {
    number: '0004',
    name: 'Kalamazoo Branch',
    street: '301 Michigan Ave',
    city: 'Kalamazoo',
    state: 'MI',
    zip: '49007',
    phone: '2695550123',
    latitude: 42.2917,
    longitude: -85.5872,
  },
  {
    number: '0005',
    name: 'Online Service Center',
    street: 'PO Box 100',
    city: 'Lakeside',
    state: 'MI',
    zip: '49116',
    phone: '8005550199',
    latitude: 0,
    longitude: 0,
  },
  {
    number: '0007',
    name: 'Commercial Lending Office',
    street: '9 Dock Rd',
    city: 'Saugatuck',
    state: 'MI',
    zip: '49453',
    phone: '2695550188',
    latitude: 42.6556,
    longitude: 86.2031,
  },
];

/** The zip lookup the locations search uses (the real one is a geocoding service). */
export const ZIP_COORDINATES: Readonly<Record<string, { latitude: number; longitude: number }>> = {
  '49116': { latitude: 41.8448, longitude: -86.6662 },
  '49417': { latitude: 43.0631, longitude: -86.2284 },
  '49423': { latitude: 42.7875, longitude: -86.1089 },
  '49007': { latitude: 42.2917, longitude: -85.5872 },
  '49453': { latitude: 42.6556, longitude: -86.2031 },
  '49503': { latitude: 42.9634, longitude: -85.6681 },
};
