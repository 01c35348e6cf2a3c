// The routing numbers the sandbox's bank lookup knows (GET /api/ACHRoutingData).

export interface Bank {
  Name: string;
  Address: string;
  City: string;
  State: string;
  Zip: string;
}

const BANKS: Readonly<Record<string, Bank>> = {
  '021000021': {
    Name: 'JPMORGAN CHASE BANK, NA',
    Address: '1111 POLARIS PKWY',
    City: 'COLUMBUS',
    State: 'OH',
    Zip: '43240',
  },
  '072000805': {
    Name: 'LAKESIDE COMMUNITY BANK',
    Address: '200 HARBOR ST',
    City: 'LAKESIDE',
    State: 'MI',
    Zip: '49116',
  },
  '011000138': {
    Name: 'BANK OF AMERICA, N.A.',
    Address: '8001 VILLA PARK DR',
    City: 'HENRICO',
    State: 'VA',
    Zip: '23228',
  },
};

export const findBank = (routingNumber: string): Bank | undefined =>
  Object.hasOwn(BANKS, routingNumber) ? BANKS[routingNumber] : undefined;
