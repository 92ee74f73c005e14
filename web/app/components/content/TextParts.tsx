/** Plain-text paragraphs, one <p> each, in order. */
export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => <p key={text}>{text}</p>);
}

/** A bulleted list of plain-text items. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
