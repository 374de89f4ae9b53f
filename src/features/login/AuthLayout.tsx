import { Trans } from '@lingui/react/macro';
import { Box, Center, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Area } from '../../api/areas';
import { usePublicBranding } from '../../services/public-branding';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { LanguageSwitch } from '../../components/LanguageSwitch';

/** The frame of the public pages: branding, language and colour scheme, one card. */
export function AuthLayout({ area, title, children }: { area: Area; title: ReactNode; children: ReactNode }) {
  const branding = usePublicBranding(area);
  return (
    <Box
      mih="100vh"
      style={
        branding.backgroundImage
          ? { backgroundImage: `url(${JSON.stringify(branding.backgroundImage)})`, backgroundSize: 'cover' }
          : undefined
      }
    >
      <Group component="header" justify="flex-end" p="md" gap="xs">
        <LanguageSwitch />
        <ColorSchemeToggle />
      </Group>
      <Center component="main" px="md" pb="xl">
        <Stack w="100%" maw={420} gap="lg">
          <Stack align="center" gap={4}>
            {branding.logo ? <Image src={branding.logo} alt={branding.title} h={48} w="auto" /> : null}
            {/* Hidden, not absent, while the operator's brand is on its way: the card does not move when it arrives. */}
            <Text fw={700} fz="xl" style={branding.pending ? { visibility: 'hidden' } : undefined}>
              {branding.title}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="md">
            <Title order={1} fz="h3" mb="lg">
              {title}
            </Title>
            {children}
          </Paper>
          <Text component="footer" c="dimmed" size="xs" ta="center" style={branding.pending ? { visibility: 'hidden' } : undefined}>
            <Trans>
              {branding.copyright} · version {__APP_VERSION__}
            </Trans>
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}
