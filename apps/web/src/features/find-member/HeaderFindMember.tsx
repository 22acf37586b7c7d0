import { ActionIcon, Box, Modal, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTexts } from '../../lib/i18n/language.ts';
import { FindMemberBox } from './FindMemberBox.tsx';
import classes from './HeaderFindMember.module.css';

/** A key typed into a field (or a dialog open) is not the shortcut. */
function typingElsewhere(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (target?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) return true;
  return document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
}

/**
 * The admin header's find box on every admin page (issue 23 item 1). Wide screens show the box; on
 * phones and narrow windows a search button opens it in a dialog. `/` focuses it (or opens the
 * dialog) unless the admin is typing in another field.
 */
export function HeaderFindMember() {
  const { m } = useTexts();
  const inline = useRef<HTMLInputElement>(null);
  const [dialogOpened, dialog] = useDisclosure(false);
  // On a phone the dialog takes the whole screen, so the list of matches stays inside it.
  const phone = useMediaQuery('(max-width: 35.99em)');

  useWindowEvent('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    if (typingElsewhere(event)) return;
    event.preventDefault();
    const box = inline.current;
    // The inline box is hidden (display: none) below the breakpoint: no layout box, no offsetParent.
    if (box && box.offsetParent !== null) box.focus();
    else dialog.open();
  });

  return (
    <div className={classes.slot}>
      <Box className={classes.inline} visibleFrom="md" role="search" aria-label={m('findMemberOpen')}>
        <FindMemberBox inputRef={inline} withShortcutHint />
      </Box>
      <Tooltip label={m('findMemberOpen')} openDelay={400}>
        <ActionIcon
          hiddenFrom="md"
          variant="subtle"
          size="lg"
          aria-label={m('findMemberOpen')}
          aria-haspopup="dialog"
          onClick={dialog.open}
        >
          <IconSearch size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal
        opened={dialogOpened}
        onClose={dialog.close}
        title={m('findMemberOpen')}
        yOffset="2dvh"
        size="lg"
        fullScreen={phone}
      >
        <Box role="search" aria-label={m('findMemberOpen')} pb="xs">
          <FindMemberBox withLabel autoFocusInDialog onOpened={dialog.close} />
        </Box>
      </Modal>
    </div>
  );
}
