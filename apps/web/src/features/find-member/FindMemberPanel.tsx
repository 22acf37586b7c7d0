import { useEffect, useRef } from 'react';
import { SectionCard } from '../../components/SectionCard.tsx';
import { useTexts } from '../../lib/i18n/language.ts';
import { FindMemberBox } from './FindMemberBox.tsx';

/**
 * The QR Scanner's typed or handheld scan (issue 23 item 1): the find box with its label, focused when
 * the page opens so a handheld scanner's code lands in it.
 */
export function FindMemberPanel() {
  const { m } = useTexts();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // After the admin frame has moved focus to the new page.
    const frame = window.requestAnimationFrame(() => input.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, []);

  return (
    <SectionCard id="scan-typed" title={m('findTypedTitle')} description={m('findTypedHelp')} compact>
      <search aria-labelledby="scan-typed">
        <FindMemberBox withLabel inputRef={input} />
      </search>
    </SectionCard>
  );
}
