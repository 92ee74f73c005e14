/** A grid of text cards: a heading, a paragraph and, where given, a figure shown large above them. */
export interface Card {
  id: string;
  title: string;
  text: string;
  figure?: string;
}

const columnsClass = { 2: 'grid--2', 3: 'grid--3', 4: 'grid--4' } as const;

export function CardGrid({ cards, columns = 3, level = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className={`grid ${columnsClass[columns]} plain-list`}>
      {cards.map((card) => (
        <li key={card.id} className="card">
          {card.figure && <strong className="card__figure">{card.figure}</strong>}
          <Heading>{card.title}</Heading>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
