// Account status rules used by several screens (spec 3 §3 Account).

/** A loan is closed when its Comment contains CLOSED. */
export function isClosed(account: { comment: string }): boolean {
  return account.comment.includes('CLOSED');
}
