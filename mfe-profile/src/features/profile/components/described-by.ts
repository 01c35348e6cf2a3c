/** The props that tie an input to its message (FieldError renders the message under that id). */
export function describedBy(id: string, message: string | undefined) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? id : undefined,
  } as const;
}
