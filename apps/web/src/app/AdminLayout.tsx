import {
  AppShell,
  Avatar,
  Box,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AdminProfile } from '@portal/domain';
import { IconHeartHandshake, IconLogout } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { HeaderFindMember } from '../features/find-member/HeaderFindMember.tsx';
import { NotificationBell } from '../features/notifications/NotificationBell.tsx';
import { SetupNotice } from '../features/settings/SetupNotice.tsx';
import { useSignOut } from '../lib/auth/sign-out.ts';
import { LAYOUT_BREAKPOINT_PX } from '../lib/constants.ts';
import { useAdminLanguage } from '../lib/i18n/admin-language.ts';
import { useAdminTexts } from '../lib/i18n/admin-texts.ts';
import { programTexts } from '../lib/i18n/program.ts';
import classes from './AdminLayout.module.css';
import { isNavItemActive, navItems } from './nav.ts';
import { SessionSignInModal } from './SessionSignInModal.tsx';

/**
 * The admin pages' frame: header with the find box (issue 23), the notifications bell and the admin's name,
 * the navigation, and the page.
 */
export function AdminLayout({ admin }: { admin: AdminProfile }) {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const chooseLanguage = useAdminLanguage();
  const texts = useAdminTexts();
  const { t } = texts;
  const program = programTexts({ t: texts.pt });
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef<string | null>(null);

  // Close the mobile navigation and move focus to the new page after each navigation.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    const isFirst = shownPath.current === null;
    shownPath.current = pathname;
    close();
    if (isFirst) return;
    mainRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname, close]);

  const handleSignOut = () => {
    signOut.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  };

  const items = navItems.filter((item) => !item.headAdminOnly || admin.isHeadAdmin);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: LAYOUT_BREAKPOINT_PX, collapsed: { mobile: !navOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0} className={classes.brand}>
            <Burger
              className={classes.burger}
              opened={navOpened}
              onClick={toggle}
              size="sm"
              aria-label={t('shell.openNavigation')}
              aria-expanded={navOpened}
              aria-controls="admin-navigation"
            />
            <ThemeIcon size={36} radius="md" aria-hidden>
              <IconHeartHandshake size={22} />
            </ThemeIcon>
            <Text fw={700} className={classes.programName}>
              {program.name}
            </Text>
          </Group>
          <HeaderFindMember />
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Box visibleFrom="lg">
              <LanguageSwitch onChosen={chooseLanguage} />
            </Box>
            <NotificationBell />
            <Avatar size={32} color="teal" radius="xl" aria-hidden visibleFrom="xs">
              {admin.initials}
            </Avatar>
            <Text size="sm" fw={500} truncate="end" maw={{ base: 120, sm: 220 }} title={admin.displayName}>
              {admin.displayName}
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={handleSignOut}
              loading={signOut.isPending}
              style={{ flexShrink: 0 }}
            >
              {t('shell.signOut')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" id="admin-navigation" aria-label={t('shell.navigation')} component="nav">
        <AppShell.Section grow component={ScrollArea}>
          {items.map((item) => {
            const Icon = item.icon;
            const active = isNavItemActive(item, pathname);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(`nav.${item.page}`)}
                leftSection={<Icon size={20} stroke={1.6} />}
                active={active}
                aria-current={active ? 'page' : undefined}
                variant="light"
                mb={2}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            );
          })}
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <Box hiddenFrom="lg" mb="xs">
            <LanguageSwitch onChosen={chooseLanguage} />
          </Box>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('shell.signedInAs', { name: admin.displayName })}
            <br />
            {admin.email}
          </Text>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
        <SetupNotice isHeadAdmin={admin.isHeadAdmin} />
        <Outlet />
      </AppShell.Main>
      <SessionSignInModal admin={admin} />
    </AppShell>
  );
}
