import {
  Badge,
  Combobox,
  Group,
  Kbd,
  Loader,
  Text,
  TextInput,
  useCombobox,
  VisuallyHidden,
} from '@mantine/core';
import {
  FIND_QUERY_MAX_LENGTH,
  type FoundMember,
  findNoMatchMessage,
  isFindQueryEmpty,
  type MemberFind,
  parseFindQuery,
} from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { isSessionEnded } from '../../lib/auth/session.ts';
import { useMemberTexts } from '../../lib/i18n/member-texts.ts';
import { useFindMembersNow, useFoundMembers } from './api/find-members.ts';
import classes from './FindMemberBox.module.css';

/** How long typing pauses before the matches are asked for. */
const DEBOUNCE_MS = 250;

/** The phone keyboard's Enter key: an HTML keyword, not a text. */
const ENTER_KEY = 'search';

/** The last option: Registered Members' search with the same text, when more members match. */
const SHOW_ALL = '__show_all__';

interface FindMemberBoxProps {
  /** Show the label above the field (the header names it by aria-label and its placeholder). */
  withLabel?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The '/' hint at the field's end (keyboards only). */
  withShortcutHint?: boolean;
  /** The field a dialog focuses when it opens (Mantine's data-autofocus). */
  autoFocusInDialog?: boolean;
  /** Called once a profile or the members list is opened (the phone's dialog closes). */
  onOpened?: () => void;
}

/**
 * Find a member in one step (issue 23 item 1): a handheld QR scanner's payload plus Enter, or a whole
 * reference number or ID number plus Enter, opens the member's profile at once; anything else lists
 * up to 8 matches as you type (arrow keys and Enter choose one, Escape closes the list).
 */
export function FindMemberBox({
  withLabel = false,
  inputRef,
  withShortcutHint = false,
  autoFocusInDialog = false,
  onOpened,
}: FindMemberBoxProps) {
  const { m, tr } = useMemberTexts();
  const navigate = useNavigate();
  const combobox = useCombobox();
  const [value, setValue] = useState('');
  /** The field's text now, for an answer that arrives after more was typed. */
  const latest = useRef('');
  /** The text the list shows matches for: the typed text after a pause, or at once on Enter. */
  const [searched, setSearched] = useState('');
  /** What Enter found: nothing (its message) or a failure; cleared as soon as the text changes. */
  const [notice, setNotice] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [entering, setEntering] = useState(false);
  const findNow = useFindMembersNow();

  const query = parseFindQuery(searched);
  const found = useFoundMembers(searched, !isFindQueryEmpty(query));
  // The last answer stays shown (with the field's loader) while the next one loads.
  const answer = found.data;
  const current = answer && !found.isPlaceholderData ? answer : null;

  useEffect(() => {
    const text = value.trim();
    const timer = window.setTimeout(() => setSearched(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  // New options: nothing is chosen until an arrow key chooses it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the shown answer changes
  useEffect(() => {
    combobox.resetSelectedOption();
    setActiveId(null);
  }, [answer]);

  const typed = value.trim();
  const options: FoundMember[] = answer && typed ? optionsOf(answer) : [];

  const reset = () => {
    latest.current = '';
    setValue('');
    setSearched('');
    setNotice(null);
    setActiveId(null);
    combobox.closeDropdown();
  };

  const open = (path: string) => {
    reset();
    navigate(path);
    onOpened?.();
  };

  const submit = (optionValue: string) => {
    if (optionValue === SHOW_ALL) open(`/admin/members?search=${encodeURIComponent(searched)}`);
    else open(`/admin/member/${optionValue}`);
  };

  /** Enter without a chosen option: open the exact member, else show the list or say nothing matched. */
  const enter = async (text: string) => {
    const asked = parseFindQuery(text);
    if (isFindQueryEmpty(asked)) return;
    setSearched(text);
    setEntering(true);
    try {
      const result = await findNow(text);
      // Typed on meanwhile (or opened another way): this answer is for a text no longer there.
      if (latest.current.trim() !== text) return;
      if (result.exact) {
        open(`/admin/member/${result.exact.id}`);
        return;
      }
      setNotice(result.matches.length === 0 ? tr(findNoMatchMessage(asked)) : null);
      combobox.openDropdown();
    } catch (error) {
      if (isSessionEnded(error)) return;
      setNotice(errorMessage(error));
      combobox.openDropdown();
    } finally {
      setEntering(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!combobox.dropdownOpened) combobox.openDropdown('keyboard');
        setActiveId(
          event.key === 'ArrowDown' ? combobox.selectNextOption() : combobox.selectPreviousOption(),
        );
        return;
      }
      case 'Enter': {
        event.preventDefault();
        if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) {
          combobox.clickSelectedOption();
          return;
        }
        void enter(event.currentTarget.value.trim());
        return;
      }
      case 'Escape': {
        if (combobox.dropdownOpened) {
          event.preventDefault();
          combobox.closeDropdown('keyboard');
        } else if (value) {
          event.preventDefault();
          reset();
        }
        return;
      }
    }
  };

  const asking = Boolean(typed) && !isFindQueryEmpty(parseFindQuery(typed));
  const waiting = asking && (typed !== searched || found.isFetching || entering);
  const noMatch = current && options.length === 0 ? tr(findNoMatchMessage(query)) : null;
  const status = notice ?? (!asking ? null : waiting && options.length === 0 ? m('findSearching') : noMatch);
  const announcement =
    notice ?? (current && !waiting ? (noMatch ?? m('findMatchesCount', options.length)) : '');

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={submit}
      position="bottom-start"
      width="target"
      offset={4}
      shadow="md"
    >
      {/* Given to the Target, which would otherwise set its own (arrow keys are handled here). */}
      <Combobox.Target
        withKeyboardNavigation={false}
        withExpandedAttribute
        aria-activedescendant={combobox.dropdownOpened && activeId ? activeId : undefined}
      >
        <TextInput
          ref={inputRef}
          data-autofocus={autoFocusInDialog || undefined}
          label={withLabel ? m('findMemberLabel') : undefined}
          aria-label={withLabel ? undefined : m('findMemberLabel')}
          placeholder={m('findMemberLabel')}
          type="search"
          enterKeyHint={ENTER_KEY}
          autoComplete="off"
          spellCheck={false}
          maxLength={FIND_QUERY_MAX_LENGTH}
          value={value}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            waiting ? (
              <Loader size={16} aria-hidden />
            ) : withShortcutHint && !value ? (
              <Kbd size="xs" aria-hidden className={classes.hint}>
                /
              </Kbd>
            ) : null
          }
          rightSectionPointerEvents="none"
          rightSectionWidth={withShortcutHint ? 30 : undefined}
          aria-keyshortcuts={withShortcutHint ? '/' : undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            latest.current = next;
            setValue(next);
            setNotice(null);
            combobox.resetSelectedOption();
            setActiveId(null);
            if (next.trim()) combobox.openDropdown();
            else combobox.closeDropdown();
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (typed) combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <VisuallyHidden role="status" aria-live="polite">
        {combobox.dropdownOpened ? announcement : ''}
      </VisuallyHidden>

      <Combobox.Dropdown hidden={!status && options.length === 0}>
        {status ? (
          <Group gap="xs" px="sm" py={6} wrap="nowrap">
            {waiting && !notice ? <Loader size={14} aria-hidden /> : null}
            <Text size="sm" c={waiting && !notice ? 'dimmed' : undefined}>
              {status}
            </Text>
          </Group>
        ) : null}
        <Combobox.Options aria-label={m('findMemberLabel')}>
          {options.map((member) => (
            <Combobox.Option key={member.id} value={member.id} className={classes.option}>
              <MemberOption member={member} />
            </Combobox.Option>
          ))}
          {options.length > 0 && answer?.more ? (
            <Combobox.Option value={SHOW_ALL} className={classes.option}>
              <Text size="sm" fw={600} c="teal.9">
                {m('findShowAll')}
              </Text>
            </Combobox.Option>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** The exact member first (unless it is among the matches), then the matches. */
function optionsOf(answer: MemberFind): FoundMember[] {
  const { exact, matches } = answer;
  return exact && !matches.some((m) => m.id === exact.id) ? [exact, ...matches] : matches;
}

/** One member in the list: name and state, then reference number, ID number and barangay. */
function MemberOption({ member }: { member: FoundMember }) {
  const { t, m, pt } = useMemberTexts();
  const state = member.archived ? m('findArchived') : pt(`card.status.${member.status}`);
  return (
    <>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="sm" fw={600} className={classes.details}>
          {member.fullName}
        </Text>
        <Badge
          size="sm"
          variant="light"
          color={member.archived ? 'gray' : member.status === 'Active' ? 'green' : 'red'}
          style={{ flexShrink: 0 }}
        >
          {state}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" className={classes.details}>
        {member.referenceNumber} · {t('find.idNumber', { idNumber: member.idNumber })} · {member.barangay}
      </Text>
    </>
  );
}
