const SHOWN = 10;

/** The rows a delete dialog is about, by name, so the admin sees exactly what goes (decision 021). */
export function CheckedNames({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  const rest = names.length - SHOWN;
  return (
    <ul aria-label="To be deleted" data-testid="checked-names" className="mt-2 max-h-48 list-disc overflow-y-auto pl-5 break-words">
      {names.slice(0, SHOWN).map((name, index) => (
        <li key={`${index}-${name}`}>{name}</li>
      ))}
      {rest > 0 && <li>and {rest} more</li>}
    </ul>
  );
}
