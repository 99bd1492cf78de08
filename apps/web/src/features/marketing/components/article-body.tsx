import type { Block } from '../content/blog';

const blockKey = (block: Block, index: number) =>
  `${index}-${typeof block === 'string' ? block.slice(0, 24) : Object.keys(block)[0]}`;

/** Renders an article's blocks as headings, paragraphs and lists (no HTML strings involved). */
export function ArticleBody({ body }: { body: readonly Block[] }) {
  return (
    <>
      {body.map((block, index) => {
        const key = blockKey(block, index);
        if (typeof block === 'string') return <p key={key}>{block}</p>;
        if ('h2' in block) return <h2 key={key}>{block.h2}</h2>;
        const List = 'ul' in block ? 'ul' : 'ol';
        const items = 'ul' in block ? block.ul : block.ol;
        return (
          <List key={key}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
