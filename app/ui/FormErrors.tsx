/**
 * Messages that belong to a whole form (e.g. from the API), above its fields.
 * Here rather than in a feature's forms module so that a page can show them
 * without loading that module's other forms on a first visit.
 */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p className="field-error form-error" id={id} tabIndex={-1}>
      {errors.join(" ")}
    </p>
  );
}
