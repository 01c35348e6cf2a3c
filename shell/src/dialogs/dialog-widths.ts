// Spec 1 §2: the shell's dialogs are 350px wide, the apply-for-loan notice 300px.
export const DIALOG_WIDTH_PX = 350;
export const NARROW_DIALOG_WIDTH_PX = 300;
