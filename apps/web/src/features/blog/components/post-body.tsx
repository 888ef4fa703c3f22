import type { BlogBlock } from '../data/blog-post.types';

/** A post's text: subheadings, paragraphs and lists. */
export function PostBody({ blocks }: { blocks: readonly BlogBlock[] }) {
  return (
    <div className="blog-post-body">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') return <h2 key={key}>{block.text}</h2>;
        if (block.kind === 'paragraph') return <p key={key}>{block.text}</p>;
        return (
          <ul key={key}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
