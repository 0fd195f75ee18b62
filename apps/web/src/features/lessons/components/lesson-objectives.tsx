/** The outcomes a lesson promises, at its top, so the learner knows what to look for while reading. */
export function LessonObjectives({ objectives }: { objectives: string[] }) {
  if (objectives.length === 0) return null;
  return (
    <section
      aria-labelledby="lesson-objectives"
      className="mt-6 rounded-card border border-gray-200 bg-white p-5"
      data-testid="lesson-objectives"
    >
      <h2 id="lesson-objectives" className="font-bold text-gray-900">
        What you will be able to do
      </h2>
      <ul className="mt-2 list-disc pl-5 text-gray-800">
        {objectives.map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ul>
    </section>
  );
}
