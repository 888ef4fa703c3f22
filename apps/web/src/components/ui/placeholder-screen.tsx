import { useDocumentTitle } from '../../lib/use-document-title';

export interface PlaceholderScreenProps {
  /** The screen's name: its h1 and document title. */
  title: string;
}

/** Stand-in for a screen that a later issue builds. */
export function PlaceholderScreen({ title }: PlaceholderScreenProps) {
  useDocumentTitle(title);
  return (
    <main className="container py-5">
      <h1 className="h2 mb-3">{title}</h1>
      <p className="text-body-secondary">Em breve.</p>
    </main>
  );
}
