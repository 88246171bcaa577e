/**
 * A headline's words with one phrase (`emphasis`, named in content/) set in the display serif's italic, the writer's
 * stress on a word as she would set it in print, in her pen's colour (the accent). The words stay as written; without the phrase, the headline is plain.
 */
export function Emphasis({ text, emphasis }: { text: string; emphasis?: string }) {
  const at = emphasis ? text.indexOf(emphasis) : -1;
  if (!emphasis || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <em className="font-display italic text-accent">{emphasis}</em>
      {text.slice(at + emphasis.length)}
    </>
  );
}
