// Spec 2 §6, §8: the recurring payment panel's delete confirmation and its errors.
export const RECURRING_MESSAGES = {
  confirm: 'Are you sure you want to delete your recurring payment?',
  failed: 'An error occurred while attempting to cancel your recurring payment.',
  blocked: 'Cannot delete recurring payment.',
} as const;
