import { Typography } from '@mantine/core';
import type { LegalBlock, LegalDocument } from '@portal/domain';
import { Fragment, type ReactNode } from 'react';
import classes from './legal.module.css';

/*
 * A document is fixed for the page's life: its parts are keyed by their own words (a text is not
 * repeated within its paragraph, list or document).
 */

/** A text's `**bold**` and `*italic*` parts as elements, the rest as it is. */
function inline(text: string): ReactNode[] {
  const parts = text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/).filter((part) => part !== '');
  return parts.map((part) => {
    if (part.length > 4 && part.startsWith('**') && part.endsWith('**')) {
      return <strong key={part}>{part.slice(2, -2)}</strong>;
    }
    if (part.length > 2 && part.startsWith('*') && part.endsWith('*')) {
      return <em key={part}>{part.slice(1, -1)}</em>;
    }
    return <Fragment key={part}>{part}</Fragment>;
  });
}

/** A text with its `{{name}}` filled in and its line breaks kept. */
function rich(text: string, values: Readonly<Record<string, string>>): ReactNode[] {
  const filled = text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return filled.split('\n').map((line, index) => (
    <Fragment key={line}>
      {index > 0 ? <br /> : null}
      {inline(line)}
    </Fragment>
  ));
}

const blockKey = (block: LegalBlock) =>
  'heading' in block ? block.heading : 'paragraph' in block ? block.paragraph : block.list.join('\n');

function Block({ block, values }: { block: LegalBlock; values: Readonly<Record<string, string>> }) {
  if ('heading' in block) return <h3>{rich(block.heading, values)}</h3>;
  if ('paragraph' in block) return <p>{rich(block.paragraph, values)}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{rich(item, values)}</li>
      ))}
    </ul>
  );
}

/** A legal document (domain legal-text.ts) as headings, paragraphs and lists. */
export function LegalText({
  document,
  values = {},
}: {
  document: LegalDocument;
  values?: Readonly<Record<string, string>>;
}) {
  return (
    <Typography className={classes.document}>
      {document.blocks.map((block) => (
        <Block key={blockKey(block)} block={block} values={values} />
      ))}
    </Typography>
  );
}
