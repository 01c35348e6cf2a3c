// The payment's steps, in the order the page shows them (issue 55: loan, method, schedule,
// amount, review); a module of its own so the heading's module exports only a component.
export const STEP = { loan: 1, method: 2, schedule: 3, amount: 4, review: 5 } as const;
