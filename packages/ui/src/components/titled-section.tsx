import type { ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id; the section is named by it (aria-labelledby). */
  headingId: string;
  heading: ReactNode;
  className?: string;
  /** Defaults to the shared section title. */
  headingClassName?: string;
  /** h2 unless the section is the page's main one. */
  level?: 1 | 2;
  children?: ReactNode;
}

/** A section named by its own heading: the landmark of each panel and home block. */
export function TitledSection({
  headingId,
  heading,
  className,
  headingClassName = 'souq-section-title',
  level = 2,
  children,
}: TitledSectionProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
