/** The line every page showing a legal rule carries. */
export function LegalNote() {
  return (
    <p className="text-xs text-slate-600" data-testid="legal-note">
      Keyhold records and computes duties and dates from the rules it shows; it is not legal advice.
    </p>
  );
}
