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

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

export function hasValidAbaCheckDigit(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = ABA_WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(digits[index]),
    0,
  );
  return sum % 10 === 0;
}

export const findBank = (routingNumber: string): Bank | undefined =>
  Object.hasOwn(BANKS, routingNumber) ? BANKS[routingNumber] : undefined;
